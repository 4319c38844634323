import Synchronization

/// Whether each tracked object was made, installed or freed, by id, in a table any thread
/// reads without a lock.
///
/// A release build survives most uses of freed memory silently, so the objects the scenarios
/// install mark their own id freed in `deinit`; a call or read that then finds its own id
/// freed, while it is still inside the object, has reached memory the engine gave back. The
/// table itself is never freed and an id is never reused, so the check touches no freed memory
/// (only the object's own fields, which is where the address sanitizer stops the run).
// @unchecked Sendable: the states live in raw memory, and every access to them is atomic.
final class Tracker: @unchecked Sendable {
    /// The life of one id.
    enum State: UInt8 {
        case unused = 0, made, installed, freed
    }

    /// How many ids the table holds; writers stop replacing before they run out.
    let capacity: Int
    private let states: UnsafeMutablePointer<Atomic<UInt8>>
    /// Id 0 belongs to the key's default value, installed for good.
    private let next = Atomic<Int>(1)

    init(capacity: Int) {
        self.capacity = capacity
        states = .allocate(capacity: capacity)
        for index in 0..<capacity {
            (states + index).initialize(to: Atomic(State.unused.rawValue))
        }
        states[0].store(State.installed.rawValue, ordering: .releasing)
    }

    /// How many ids are left.
    var remaining: Int { capacity - next.load(ordering: .relaxed) }

    /// A new id, marked made; stops the program when the table is full, which a writer that
    /// checks ``remaining`` never lets happen.
    func make() -> Int {
        let id = next.add(1, ordering: .relaxed).oldValue
        guard id < capacity else { fatalError("trellis-stress: the tracker's \(capacity) ids are used up") }
        states[id].store(State.made.rawValue, ordering: .releasing)
        return id
    }

    /// Marks `id` installed, before the writer installs its object: a reader that gets the
    /// object then finds it installed.
    func markInstalled(_ id: Int) {
        states[id].store(State.installed.rawValue, ordering: .releasing)
    }

    /// Marks `id` freed; called from the object's `deinit`.
    func markFreed(_ id: Int) {
        guard id > 0, id < capacity else { return }
        states[id].store(State.freed.rawValue, ordering: .releasing)
    }

    /// The state of `id`, or nil for an id no object was ever given (the object is garbage).
    func state(of id: Int) -> State? {
        guard id >= 0, id < capacity else { return nil }
        return State(rawValue: states[id].load(ordering: .acquiring))
    }

    /// How many of the ids handed out so far are not freed (id 0, the key's default, aside).
    var unfreed: Int {
        (1..<min(next.load(ordering: .relaxed), capacity)).count { !isFreed($0) }
    }

    /// Whether `id` was freed; an id out of range counts as freed, since only a reused or
    /// garbage object could carry one.
    func isFreed(_ id: Int) -> Bool {
        guard let state = state(of: id) else { return true }
        return state == .freed
    }
}

/// The trackers of the objects the scenarios install; each is made on first use.
enum Trackers {
    /// Every ``TrackedValue`` installed for ``StressValueKey``.
    static let values = Tracker(capacity: 1 << 24)
    /// Every ``TrackedImplementation`` plugged into ``StressCall``.
    static let implementations = Tracker(capacity: 1 << 24)
}

public import Synchronization  // public: the inlinable call path reads the observer count
public import TrellisThreads  // public: the inlinable scope entry finds its thread's words
import TrellisSupport

/// Where the process keeps its one registry and the task-local scope.
///
/// An enum, not statics on ``Registry``: reaching a class's static needs its metadata, and the
/// optimizer then keeps the registry retained across every plugged call.
@usableFromInline
package enum Storage {
    /// The registry of the process.
    @usableFromInline package static let registry = Registry()

    /// The overrides of the current task, carried by a task-local so child tasks inherit them.
    ///
    /// A `TaskLocal` constant rather than a `@TaskLocal` property: modules that read it keep
    /// their own `static let` of it, as they do of ``registry``, and so pay no retain to reach it.
    @usableFromInline package static let scope = TaskLocal<OverrideScope?>(wrappedValue: nil)
    /// The writes of the asynchronous start-up this task runs, if any (``StartUpWrites``).
    package static let startUp = TaskLocal<StartUpWrites?>(wrappedValue: nil)
}

/// The process-wide values and plugs, the count that tells whether any override exists, and
/// the scopes being built.
///
/// Injected values and plugged actions share this one registry and its one task-local scope:
/// both are keyed by a type (an injection key, an action), so one update closure can replace
/// values and plug actions together, and a write in it reaches its scope whichever module
/// made it.
@usableFromInline
package final class Registry: Sendable {
    @usableFromInline package let table = SlotTable<any AnyObject & Sendable>()
    /// The keys whose default was made once without a cycle, so later reads skip the check.
    @usableFromInline package let madeDefaults = SlotTable<MadeDefault>()
    @usableFromInline package let overrides = OverrideCount()
    /// How many asynchronous start-ups are running: while none is, writes and reads skip the
    /// task-local look-up for one (``StartUpWrites``).
    @usableFromInline package let startUps = OverrideCount()
    /// How many action observers are installed, for the process or in a scope some task may
    /// still see: while none is, an action call skips observation after this one relaxed load
    /// (README, "Observers"). A field of the registry, not an object of its own, so that the
    /// load needs no pointer the call has not loaded already.
    @usableFromInline package let observerCount = Atomic<Int>(0)
    /// Whether the process links the test kit, so a value or plug a scope gives may be read by
    /// work that outlived its test, which checks it (``TestHook``'s own flag is out of reach of
    /// the inlinable read paths). Set once, as the test kit loads.
    @usableFromInline package let testsLinked = Atomic<Bool>(false)
    /// Serialises process-wide writes, so each slot sees one writer at a time; counts them.
    /// (Not `Lock<Void>`: the thread sanitizer reports a zero-sized value's accesses as races.)
    private let writer = Lock<Int>(0)
    /// What happened before tests could run in this process, kept apart from what tests see.
    private let beforeTests = Lock<BeforeTests>(BeforeTests())

    /// The keys whose process-wide slot holds an injected value rather than a plug, and the
    /// values an app installed before its test bundle loaded (see ``holdBackForTests()``).
    private struct BeforeTests: Sendable {
        var valueKeys: Set<ObjectIdentifier> = []
        var installed: [ObjectIdentifier: any AnyObject & Sendable] = [:]
    }

    package init() {}

    // MARK: - Observers

    /// Whether a test may run in this process: one relaxed load.
    @inlinable @inline(__always)
    package var mayRunTests: Bool { testsLinked.load(ordering: .relaxed) }

    /// Notes that the test kit is loaded, before any test runs.
    package func linkTests() {
        testsLinked.store(true, ordering: .relaxed)
    }

    /// Whether any action observer may see a call made now.
    @inlinable @inline(__always)
    package var anyObserver: Bool { observerCount.load(ordering: .relaxed) != 0 }

    /// Counts `delta` observers in (or, negative, out of) ``observerCount``; one locked add.
    package func countObservers(_ delta: Int) {
        observerCount.wrappingAdd(delta, ordering: .relaxed)
    }

    // MARK: - Process-wide values

    /// The value installed for `key` for the process, if any.
    @inlinable @inline(__always)
    package func installed<Value: Sendable>(for key: ObjectIdentifier, as _: Value.Type) -> Value? {
        guard let slot = table.slot(for: key) else { return nil }
        return slot._withUnsafeGuaranteedRef { unsafeDowncast($0, to: ValueSlot<Value>.self).value }
    }

    /// The slot of the value installed for `key` for the process, if any, for callers that
    /// read it in place (see ``ValueSlot/borrowLatest()``).
    @inlinable @inline(__always)
    package func installedSlot<Value: Sendable>(for key: ObjectIdentifier, as _: Value.Type) -> Unmanaged<ValueSlot<Value>>? {
        guard let slot = table.slot(for: key) else { return nil }
        return Unmanaged.fromOpaque(slot.toOpaque())
    }

    /// Installs `value` for `key`: into the scope being built on this thread, or, when none
    /// is, for the process, replacing any earlier one.
    ///
    /// - Parameter holdable: Whether the value is one a builder that is holding back values
    ///   keeps out of its scope (``ScopeBuilder/holdingBack``): an injected value, not a plug.
    /// - Returns: Whether the value went in (a builder may hold it back or keep a pinned one).
    @inlinable @discardableResult
    package func install<Value: Sendable>(_ value: consuming Value, for key: ObjectIdentifier, holdable: Bool = false) -> Bool {
        // Not behind `overrides.anyAlive`: installing is rare, so the thread-local read costs
        // nothing that matters.
        if let builder = ScopeBuilder.current {
            return ScopeBuilder.write(value, for: key, holdable: holdable, into: builder)
        }
        installForProcess(value, for: key)
        if holdable { noteProcessValues([key]) }
        return true
    }

    /// Notes that the process-wide slots of `keys` hold injected values, not plugs.
    @usableFromInline
    func noteProcessValues(_ keys: [ObjectIdentifier]) {
        guard !keys.isEmpty else { return }
        if _slowPath(startUps.anyAlive), let startUp = Storage.startUp.get() { return startUp.noteValues(keys) }
        beforeTests.withLock { $0.valueKeys.formUnion(keys) }
    }

    // MARK: - Tests that load late

    /// Undoes, as the test kit loads, what reads and writes made before it fixed for the
    /// process: an app hosting its tests (Xcode's default for an iOS app's test target) runs
    /// its start-up first, and its reads would otherwise record defaults whose fast path no
    /// test could leave, and its installed values would reach every test.
    ///
    /// Every recorded default is forgotten, so a later read asks again whether a test runs;
    /// every value installed for the process is taken out of the table and kept here, for reads
    /// made outside any test (the host app's own, while tests run) and for checks that ask what
    /// the app provides. Plugs stay: a test runs the app's wiring. Called once.
    package func holdBackForTests() {
        _ = madeDefaults.take(Set(madeDefaults.allSlots.keys))
        let keys = beforeTests.withLock { $0.valueKeys }
        let taken = writer.withLock { _ in table.take(keys) }
        beforeTests.withLock { $0.installed.merge(taken) { _, new in new } }
    }

    /// The value the process installed for `key` before tests could run, if any.
    package func installedBeforeTests<Value: Sendable>(for key: ObjectIdentifier, as _: Value.Type) -> Value? {
        guard let slot = beforeTests.withLock({ $0.installed[key] }) else { return nil }
        return unsafeDowncast(slot, to: ValueSlot<Value>.self).value
    }

    /// Whether the process installed a value for `key` before tests could run.
    package func installedBeforeTests(_ key: ObjectIdentifier) -> Bool {
        beforeTests.withLock { $0.installed[key] != nil }
    }

    /// Installs `value` for `key` for the process, replacing any earlier one.
    ///
    /// The replaced value is freed after the writer lock is let go, so its `deinit` may read,
    /// install and re-plug (README, "Lock order").
    @usableFromInline
    package func installForProcess<Value: Sendable>(_ value: Value, for key: ObjectIdentifier) {
        // An asynchronous start-up's writes wait for it to finish.
        if _slowPath(startUps.anyAlive), let startUp = Storage.startUp.get() { return startUp.write(value, for: key) }
        let reclaimed = writer.withLock { writes in
            writes += 1
            var made = false
            let slot = table.slot(for: key) {
                made = true
                return ValueSlot(value)
            }
            guard !made else { return Reclaimed() }
            return Unmanaged<ValueSlot<Value>>.fromOpaque(slot.toOpaque())._withUnsafeGuaranteedRef { $0.replace(with: value) }
        }
        reclaimed.free()
    }

    /// Records that the default of `key` was made once without a cycle.
    package func recordDefault(for key: ObjectIdentifier) {
        _ = madeDefaults.slot(for: key) { MadeDefault.shared }
    }

    /// Whether the default of `key` was made once already.
    @inlinable @inline(__always)
    package func madeDefault(for key: ObjectIdentifier) -> Bool {
        madeDefaults.slot(for: key) != nil
    }

    /// Whether `key` has a value in `scope` (or the scope being built on this thread) or for
    /// the process, rather than none or only its default.
    package func hasValue(for key: ObjectIdentifier, in scope: OverrideScope?) -> Bool {
        if let builder = ScopeBuilder.current {
            if builder._withUnsafeGuaranteedRef({ $0.find(key) }) != nil { return true }
        } else if scope?.head?.find(key) != nil {
            return true
        }
        if startUps.anyAlive, Storage.startUp.get()?.contains(key) == true { return true }
        return table.slot(for: key) != nil
    }

    // MARK: - Scopes

    /// The value `key` has in `scope`, or in the scope being built on this thread.
    ///
    /// Inlined where the read is written, so the look-up borrows the scope's entries instead of
    /// retaining each one; only the value found is copied.
    @inlinable @inline(__always)
    package func scoped<Value: Sendable>(_ scope: OverrideScope?, for key: ObjectIdentifier, as _: Value.Type) -> Value? {
        if _slowPath(CurrentThread.words.pointee.building != nil) { return valueWhileBuilding(key, as: Value.self) }
        if let value = scope?.value(for: key, as: Value.self) { return value }
        if _slowPath(startUps.anyAlive) { return startUpValue(key, as: Value.self) }
        return nil
    }

    /// The value the asynchronous start-up this task runs wrote for `key`, if any.
    @usableFromInline @inline(never)
    package func startUpValue<Value: Sendable>(_ key: ObjectIdentifier, as _: Value.Type) -> Value? {
        Storage.startUp.get()?.value(for: key, as: Value.self)
    }

    /// The value `key` has in the scope being built on this thread, or the answer a key-path
    /// write is giving, if one is.
    @usableFromInline
    package func valueWhileBuilding<Value: Sendable>(_ key: ObjectIdentifier, as _: Value.Type) -> Value? {
        let found = ScopeBuilder.current.unsafelyUnwrapped._withUnsafeGuaranteedRef { builder -> Value?? in
            if let pending = builder.pending { return .some(pending as? Value) }
            return builder.head?.value(for: key, as: Value.self).map(Optional.some)
        }
        if let found { return found }
        return startUps.anyAlive ? startUpValue(key, as: Value.self) : nil
    }

    /// Runs `update` on a new builder, current on this thread while it runs, so every write
    /// it makes reaches the builder, then hands the builder to `finish`.
    @inlinable @inline(__always)
    package func building<R>(
        from current: OverrideScope?,
        forProcess: Bool = false,
        _ update: (ScopeBuilder) throws -> Void,
        finish: (ScopeBuilder) -> R
    ) rethrows -> R {
        // Not counted in `overrides`: until the closure writes an entry (which counts itself),
        // a read finds nothing in the builder that the process would not give it too.
        let builder = ScopeBuilder(overrides: Unmanaged.passUnretained(overrides), outer: current?.head, forProcess: forProcess)
        try ScopeBuilder.makingCurrent(builder) { try update(builder) }
        return finish(builder)
    }

    /// A scope starting from `current`, with the writes `update` makes.
    @inlinable @inline(__always)
    package func scope(from current: OverrideScope?, _ update: (ScopeBuilder) throws -> Void) rethrows -> OverrideScope {
        try building(from: current, update) { OverrideScope(head: $0.takeHead()) }
    }

    /// Installs for the process the writes `update` makes.
    package func installForProcess(_ update: (ScopeBuilder) throws -> Void) rethrows {
        try building(from: nil, forProcess: true, update) { $0.installForProcess(in: self) }
    }
}

extension ScopeBuilder {
    /// The builder whose update closure runs on this thread, if any; the closure's caller
    /// holds it for as long as it is current.
    @inlinable
    package static var current: Unmanaged<ScopeBuilder>? {
        CurrentThread.words.pointee.building.map { Unmanaged.fromOpaque($0) }
    }

    /// Writes `value` for `key` into `builder` (see ``write(_:for:holdable:)``) without
    /// retaining it: the caller knows it is the current one, which its update call holds.
    @inlinable
    package static func write<Value: Sendable>(
        _ value: consuming Value, for key: ObjectIdentifier, holdable: Bool, into builder: Unmanaged<ScopeBuilder>
    ) -> Bool {
        // Moved into the closure through an optional: a consumed parameter cannot be captured.
        var value = Optional(value)
        return builder._withUnsafeGuaranteedRef { $0.write(value.take().unsafelyUnwrapped, for: key, holdable: holdable) }
    }

    /// Whether `builder`'s update closure runs on this thread now: only then is it alive and
    /// may be written. Compares addresses only, so asking about a freed builder is safe.
    @inlinable
    package static func isCurrent(_ builder: Unmanaged<ScopeBuilder>) -> Bool {
        CurrentThread.words.pointee.building == builder.toOpaque()
    }

    /// Whether an update closure runs on this thread: one thread-local load.
    @inlinable @inline(__always)
    package static var isBuilding: Bool {
        CurrentThread.words.pointee.building != nil
    }

    /// Makes `builder` current on this thread while `body` runs.
    @inlinable @inline(__always)
    static func makingCurrent<R>(_ builder: ScopeBuilder, _ body: () throws -> R) rethrows -> R {
        let words = CurrentThread.words
        let previous = words.pointee.building
        words.pointee.building = Unmanaged.passUnretained(builder).toOpaque()
        defer { words.pointee.building = previous }
        return try body()
    }

    /// Runs `body` with every write of a value it makes held back (see ``holdingBack``), and
    /// returns the keys it held back.
    package func holdingBack(_ body: () throws -> Void) rethrows -> [ObjectIdentifier] {
        let previous = holdingBack
        let start = heldBack.count
        holdingBack = true
        defer { holdingBack = previous }
        try body()
        return Array(heldBack[start...])
    }

    /// Runs `body` with every write it makes pinning its value (see ``pinning``).
    package func pinning<R>(_ body: () throws -> R) rethrows -> R {
        let previous = pinning
        pinning = true
        defer { pinning = previous }
        return try body()
    }

    /// Runs `body` with `value` as the answer to the reads a key-path write makes of the key
    /// it writes, so installing a value never reads the key (a required key with nothing
    /// installed would stop, an ordinary one would make its default for nothing).
    package func answering<R>(_ value: Any, _ body: () throws -> R) rethrows -> R {
        let previous = pending
        pending = value
        // Counted while answering, so the key-path's read looks at the builder.
        overrides._withUnsafeGuaranteedRef { $0.increment() }
        defer {
            pending = previous
            overrides._withUnsafeGuaranteedRef { $0.decrement() }
        }
        return try body()
    }
}

/// What ``Registry/madeDefaults`` holds for every key: only whether it is there matters.
@usableFromInline
package final class MadeDefault: Sendable {
    static let shared = MadeDefault()
}

/// One registered listener: its closure, the newest version it saw, and whether it still runs.
///
/// Stopping is O(1): ``cancel()`` only drops the closure, and a listener whose owner is gone
/// stops by itself. The ``ListenerRegistry`` prunes stopped listeners later, in one pass.
@MainActor
final class Listener {
    /// `nil` once cancelled, so a stopped listener keeps nothing its closure captured while it
    /// waits to be pruned.
    private var call: (@MainActor (any Sendable) -> Void)?
    private weak var owner: AnyObject?
    private let hasOwner: Bool
    private var lastVersion: UInt64 = 0

    /// A listener that runs until cancelled, or until `owner`, if given, is released.
    init(owner: AnyObject?, call: @escaping @MainActor (any Sendable) -> Void) {
        self.call = call
        self.owner = owner
        hasOwner = owner != nil
    }

    /// Not cancelled, and its owner (if any) alive. A pure read.
    var isActive: Bool {
        call != nil && (!hasOwner || owner != nil)
    }

    /// Calls the closure unless it already saw this version or a newer one.
    func receive(_ value: any Sendable, version: UInt64) {
        guard let call, version > lastVersion else { return }
        lastVersion = version
        call(value)
    }

    func cancel() {
        call = nil
    }
}

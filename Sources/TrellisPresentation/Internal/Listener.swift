/// One registered listener: its closure, the newest version it saw, and whether it still runs.
///
/// Stopping is O(1): ``cancel()`` only drops the closure, and a listener whose owner is gone
/// stops by itself. The ``ListenerRegistry`` prunes stopped listeners later, in one pass.
///
/// Only the owner is held weakly, once. Nothing holds the listener itself weakly: a weak
/// reference gives an object a side table, and with one per listener pruning 10,000 of them
/// took twice as long.
@MainActor
final class Listener {
    /// Called with the owner (`nil` when there is none) and the value. `nil` once cancelled, so
    /// a stopped listener keeps nothing its closure captured while it waits to be pruned.
    private var call: (@MainActor (AnyObject?, any Sendable) -> Void)?
    private weak var owner: AnyObject?
    private let hasOwner: Bool
    private var lastVersion: UInt64 = 0

    /// A listener that runs until cancelled, or until `owner`, if given, is released.
    init(owner: AnyObject?, call: @escaping @MainActor (AnyObject?, any Sendable) -> Void) {
        self.call = call
        self.owner = owner
        hasOwner = owner != nil
    }

    /// Not cancelled, and its owner (if any) alive. A pure read.
    var isActive: Bool {
        call != nil && (!hasOwner || owner != nil)
    }

    /// Calls the closure, with its owner kept alive for the call, unless it stopped or already
    /// saw this version or a newer one.
    func receive(_ value: any Sendable, version: UInt64) {
        guard let call, version > lastVersion else { return }
        let owner = owner
        guard !hasOwner || owner != nil else { return }
        lastVersion = version
        call(owner, value)
    }

    func cancel() {
        call = nil
    }
}

/// The listeners of a ``ViewModels`` store, grouped by view-model type; used on the main
/// actor only.
///
/// Stopped listeners (cancelled, or whose owner is gone) are pruned in one linear pass, never
/// one at a time: at every delivery of their type, and when adding a listener doubles a
/// group's size since its last pruning. Pruning therefore costs O(1) per listener, amortised,
/// and the first delivery after 10,000 dismissed screens makes one pass over 10,000 listeners.
@MainActor
final class ListenerRegistry {
    private var groups: [ObjectIdentifier: ListenerGroup] = [:]

    /// Lets the store, which is not isolated, create its registry.
    nonisolated init() {}

    /// The listeners that still run. A pure read: it prunes nothing.
    var activeCount: Int {
        groups.values.reduce(0) { $0 + $1.activeCount }
    }

    func add(_ listener: Listener, for key: ObjectIdentifier) {
        groups[key, default: ListenerGroup()].add(listener)
    }

    /// Prunes the listeners of the change's type, then calls those that still run.
    func deliver(_ change: ViewModelState.Change) {
        groups[change.key]?.prune()
        // A copy: listeners may add or cancel listeners while being called.
        guard let listeners = groups[change.key]?.listeners else { return }
        if listeners.isEmpty {
            groups[change.key] = nil
        }
        for listener in listeners {
            listener.receive(change.value, version: change.version)
        }
    }
}

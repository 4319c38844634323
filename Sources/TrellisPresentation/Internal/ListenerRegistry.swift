/// The listeners of a ``ViewModels`` store, grouped by view-model type; used on the main
/// actor only.
///
/// Stopped listeners (cancelled, or whose owner is gone) are pruned in one linear pass, never
/// one at a time: when a delivery meets one, and when adding a listener doubles a group's
/// size since its last pruning. Pruning therefore costs O(1) per listener, amortised, and a
/// delivery after 10,000 dismissed screens costs one pass over 10,000 listeners.
@MainActor
final class ListenerRegistry {
    /// The listeners of one view-model type, in the order they were added, stopped ones
    /// included until the next pruning.
    private struct Group {
        var listeners: [Listener] = []
        /// The size at which adding a listener prunes the group: twice its size after the last
        /// pruning, so the listeners added since pay for the pass.
        var pruneAt = ListenerRegistry.smallestPruneSize
    }

    private nonisolated static let smallestPruneSize = 16
    private var groups: [ObjectIdentifier: Group] = [:]

    /// Lets the store, which is not isolated, create its registry.
    nonisolated init() {}

    /// The listeners that still run. A pure read: it prunes nothing.
    var activeCount: Int {
        groups.values.reduce(0) { count, group in
            count + group.listeners.count(where: \.isActive)
        }
    }

    func add(_ listener: Listener, for key: ObjectIdentifier) {
        groups[key, default: Group()].listeners.append(listener)
        if let group = groups[key], group.listeners.count >= group.pruneAt {
            prune(key)
        }
    }

    /// Calls each running listener of the change's type, then prunes the group once if any
    /// listener had stopped.
    func deliver(_ change: ViewModelState.Change) {
        // A copy: listeners may add or cancel listeners while being called.
        guard let listeners = groups[change.key]?.listeners else { return }
        var metStopped = false
        for listener in listeners {
            if listener.isActive {
                listener.receive(change.value, version: change.version)
            } else {
                metStopped = true
            }
        }
        if metStopped {
            prune(change.key)
        }
    }

    // MARK: - Internal

    /// Removes the stopped listeners of one type in a single pass.
    private func prune(_ key: ObjectIdentifier) {
        guard var group = groups.removeValue(forKey: key) else { return }
        group.listeners.removeAll { !$0.isActive }
        guard !group.listeners.isEmpty else { return }
        group.pruneAt = max(Self.smallestPruneSize, 2 * group.listeners.count)
        groups[key] = group
    }
}

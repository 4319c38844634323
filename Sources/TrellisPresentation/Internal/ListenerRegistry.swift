/// The listeners of a ``ViewModels`` store, grouped by view-model type; used on the main
/// actor only.
@MainActor
final class ListenerRegistry {
    private var listeners: [ObjectIdentifier: [Listener]] = [:]

    /// Lets the store, which is not isolated, create its registry.
    nonisolated init() {}

    var count: Int {
        listeners.values.reduce(0) { $0 + $1.count }
    }

    func add(_ listener: Listener, for key: ObjectIdentifier) {
        listener.registry = self
        listener.key = key
        listeners[key, default: []].append(listener)
    }

    func remove(_ listener: Listener, for key: ObjectIdentifier) {
        listeners[key]?.removeAll { $0 === listener }
        if listeners[key]?.isEmpty == true {
            listeners[key] = nil
        }
    }

    func removeDeadListeners() {
        for key in Array(listeners.keys) {
            for listener in listeners[key] ?? [] where !listener.isActive {
                listener.cancel()
            }
        }
    }

    /// Calls each listener of the change's type; a listener whose owner is gone is removed.
    func deliver(_ change: ViewModelState.Change) {
        // A copy: listeners may add or cancel listeners while being called.
        for listener in listeners[change.key] ?? [] {
            if listener.isActive {
                listener.receive(change.value, version: change.version)
            } else {
                listener.cancel()
            }
        }
    }
}

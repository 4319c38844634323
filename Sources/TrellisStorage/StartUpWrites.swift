import TrellisSupport

/// The writes an asynchronous start-up has made so far, kept out of the process until it
/// finishes: then they go in together, and if it fails, none of them does.
///
/// The start-up's task carries it in ``Storage/startUp``, so its reads — and those of its child
/// tasks — see what it wrote before them, while every other task reads the process as it was.
package final class StartUpWrites: Sendable {
    /// One write: its value, for the start-up's own reads, and how to install it later.
    private struct Write: Sendable {
        let order: Int
        let value: any Sendable
        let install: @Sendable (Registry) -> Void
    }

    private struct State: Sendable {
        var writes: [ObjectIdentifier: Write] = [:]
        var valueKeys: Set<ObjectIdentifier> = []
        /// The order of the latest write, so that they go in as they were made.
        var lastOrder = 0
    }

    private let state = Lock(State())

    package init() {}

    /// Keeps `value` for `key`, replacing an earlier write of the same key.
    func write<Value: Sendable>(_ value: Value, for key: ObjectIdentifier) {
        state.withLock { state in
            state.lastOrder += 1
            state.writes[key] = Write(order: state.lastOrder, value: value) { $0.installForProcess(value, for: key) }
        }
    }

    /// Notes that `keys` hold injected values, not plugs (``Registry/noteProcessValues(_:)``).
    func noteValues(_ keys: [ObjectIdentifier]) {
        state.withLock { $0.valueKeys.formUnion(keys) }
    }

    /// The value written for `key`, if any.
    func value<Value: Sendable>(for key: ObjectIdentifier, as _: Value.Type) -> Value? {
        state.withLock { $0.writes[key]?.value } as? Value
    }

    /// Whether the start-up wrote `key`.
    func contains(_ key: ObjectIdentifier) -> Bool {
        state.withLock { $0.writes[key] != nil }
    }

    /// How many keys the start-up wrote.
    package var count: Int { state.withLock { $0.writes.count } }

    /// Installs every write in `registry` for the process, oldest first, and forgets them.
    package func install(in registry: Registry) {
        let (writes, valueKeys) = state.withLock { state in
            defer { state = State() }
            return (state.writes.values.sorted { $0.order < $1.order }, state.valueKeys)
        }
        Storage.startUp.withValue(nil) {
            for write in writes { write.install(registry) }
            registry.noteProcessValues(Array(valueKeys))
        }
    }
}

import TrellisStorage
import TrellisSupport

/// The values of one ``InjectionScope``, one per key until reset, and the lines that read each:
/// where whatever still holds a value after a reset was made.
final class ScopeValues: Sendable {
    private struct State: Sendable {
        var values = KeyedValues()
        var readers: [ObjectIdentifier: Set<String>] = [:]
    }

    private let state = Lock(State())

    /// The value of `key` for a read at `caller`, made by `make` on the first read since the
    /// last reset.
    func value<Value: Sendable>(for key: ObjectIdentifier, readAt caller: CallerLocation, make: () -> Value) -> Value {
        let values = state.withLock { state in
            state.readers[key, default: []].insert(caller.description)
            return state.values
        }
        return values.value(for: key, make: make)
    }

    /// Starts over, handing back the values let go of and the lines that read each.
    func reset() -> (values: [ObjectIdentifier: any Sendable], readers: [ObjectIdentifier: Set<String>]) {
        let (old, readers) = state.withLock { state in
            defer { state = State() }
            return (state.values, state.readers)
        }
        return (old.close(), readers)
    }
}

import TrellisStorage
import TrellisSupport

/// The values of one ``InjectionScope``, one per key until reset, and the lines that read each:
/// where whatever still holds a value after a reset was made.
final class ScopeValues: Sendable {
    private struct State: Sendable {
        var values = KeyedValues()
        /// The lines that read each key, each once: a scope is read from a handful of lines.
        var readers: [ObjectIdentifier: [CallerLocation]] = [:]
    }

    private let state = Lock(State())

    /// The value of `key` for a read at `caller`, made by `make` on the first read since the
    /// last reset.
    func value<Value: Sendable>(for key: ObjectIdentifier, readAt caller: CallerLocation, make: () -> Value) -> Value {
        let values = state.withLock { state in
            if !state.readers[key, default: []].contains(where: { $0.isSameLine(as: caller) }) { state.readers[key, default: []].append(caller) }
            return state.values
        }
        return values.value(for: key, make: make)
    }

    /// Starts over, handing back the values let go of and the lines that read each.
    func reset() -> (values: [ObjectIdentifier: any Sendable], readers: [ObjectIdentifier: [CallerLocation]]) {
        let (old, readers) = state.withLock { state in
            defer { state = State() }
            return (state.values, state.readers)
        }
        return (old.close(), readers)
    }
}

extension CallerLocation {
    /// Whether `other` names the same line, without making either's text: `#fileID` is a
    /// constant, so one file's is one address.
    func isSameLine(as other: CallerLocation) -> Bool {
        line == other.line && fileID.utf8Start == other.fileID.utf8Start
    }
}

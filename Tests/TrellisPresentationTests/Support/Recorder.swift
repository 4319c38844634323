/// Remembers every value a listener received, on the main actor.
@MainActor
final class Recorder<Value> {
    private(set) var values: [Value] = []

    var last: Value? { values.last }
    var count: Int { values.count }

    func record(_ value: Value) {
        values.append(value)
    }
}

/// A note: a model the actions take, so it crosses from the main actor to any thread.
nonisolated struct Note: Equatable, Sendable {
    let id: Int
    var text: String
}

/// What the notes screen shows: published from any thread, delivered on the main actor.
struct NotesViewModel: Equatable, Sendable {
    var titles: [String]
}

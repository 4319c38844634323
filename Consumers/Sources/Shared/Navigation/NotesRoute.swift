import Trellis

/// The app's screens, as data and as URLs: `/notes/3` is the list, then note 3.
enum NotesRoute: PathRoute {
    case list
    case note(id: Int)

    static func parse(_ components: inout ArraySlice<Substring>) -> NotesRoute? {
        switch components.popFirst() {
        case "notes": .list
        case let component?: Int(component).map { .note(id: $0) }
        case nil: nil
        }
    }

    var pathComponents: [String] {
        switch self {
        case .list: ["notes"]
        case let .note(id): [String(id)]
        }
    }
}

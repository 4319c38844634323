public import TrellisNavigation

/// The iOS Architecture Patterns notes' list model, as a value a route can carry.
public struct ExampleListModel: Hashable, Sendable {
    public let name: String

    public init(name: String) {
        self.name = name
    }
}

/// The screens of the example app, readable from and writable to a URL path.
public enum AppRoute: PathRoute {
    case example
    case list(ExampleListModel)
    case user(id: Int)
    case photos
    case settings

    public static func parse(_ components: inout ArraySlice<Substring>) -> AppRoute? {
        switch components.first {
        case "example":
            components.removeFirst()
            return .example
        case "lists":
            guard let name = components.dropFirst().first else { return nil }
            components.removeFirst(2)
            return .list(ExampleListModel(name: String(name)))
        case "users":
            guard let id = components.dropFirst().first.flatMap({ Int($0) }) else { return nil }
            components.removeFirst(2)
            return .user(id: id)
        case "photos":
            components.removeFirst()
            return .photos
        case "settings":
            components.removeFirst()
            return .settings
        default:
            return nil
        }
    }

    public var pathComponents: [String] {
        switch self {
        case .example: ["example"]
        case let .list(list): ["lists", list.name]
        case let .user(id): ["users", String(id)]
        case .photos: ["photos"]
        case .settings: ["settings"]
        }
    }
}

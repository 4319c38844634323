import GalleryDomain
public import LiveScreens

/// `@Observable` + send, the shape SwiftUI apps take and The Composable Architecture's users
/// know: each screen's model is `@Observable` and holds one `State` value, and everything that
/// happens to the screen — it appeared, a tap, a like made in another tab — is an `Action`
/// sent to `send(_:)`, the one place the state changes, like a reducer. The view draws the
/// state, whole, whenever it changed, and never changes it.
///
/// The platform's navigation controller pushes a screen for each tap that leads somewhere, as a
/// SwiftUI `NavigationStack` would.
public struct UnidirectionalPattern: GalleryPattern {
    public init() {}

    public var id: String { "unidirectional" }
    public var name: String { "@Observable + send" }
    public var summary: String {
        "One observable state value per screen, changed only by actions sent to it; the view draws the state whole."
    }
    public var folder: String { "Gallery/Sources/Unidirectional" }

    @MainActor
    public func assemble(on page: LivePage) -> any LiveModule {
        NavigationController(page: page) { location in Self.screen(of: location, on: page) }
    }

    /// The screen of `location`: a view over a new model.
    @MainActor
    static func screen(of location: GalleryLocation, on page: LivePage) -> any ViewController {
        switch location {
        case .users: StateView(page: page, location: location, model: UsersModel())
        case let .photos(user): StateView(page: page, location: location, model: PhotosModel(userID: user))
        case let .photo(user, photo):
            StateView(page: page, location: location, model: PhotoModel(userID: user, like: Like(photoID: photo, viewer: page.viewer)))
        }
    }
}

public import LiveScreens

/// Model-View-Controller, Apple's version (ios-architecture-patterns.md, "Model-View-Controller",
/// "Apple version"): the model is the shared domain, reached through the injected repositories
/// and the plugged use cases; views only show what their controller sends; each screen's view
/// controller owns its views, talks to the model, receives the taps, and observes the likes.
///
/// The notes' disadvantages show on purpose: the view controllers are coupled to their views,
/// and the photo screen's controller does everything the screen needs. Compare it with MVP,
/// where the same work moves into a presenter.
public struct MVCPattern: GalleryPattern {
    public init() {}

    public var id: String { "mvc" }
    public var name: String { "MVC" }
    public var summary: String {
        "View controllers own their views, fetch from the model, react to taps and push the next screen."
    }
    public var folder: String { "Gallery/Sources/MVC" }

    @MainActor
    public func assemble(on page: LivePage) -> any LiveModule {
        // The storyboard, in code: which controller shows which screen, for a deep link and for
        // the screen "back" leads to.
        NavigationController(page: page) { location in
            switch location {
            case .users: UsersViewController(page: page)
            case let .photos(user): PhotosViewController(userID: user, page: page)
            case let .photo(user, photo): PhotoViewController(userID: user, photoID: photo, page: page)
            }
        }
    }
}

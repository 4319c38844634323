import GalleryDomain
import LiveScreens

/// Decides where a navigation tap leads, and has the window show it.
@MainActor
final class NavigationInteraction {
    /// Shows the screen `event` leads to from `viewController`'s.
    ///
    /// - Throws: ``GalleryError/notOnThisScreen(_:)`` when the screen on show has no such link,
    ///   or what the next screen threw while it loaded.
    func didTap(_ event: ScreenEvent, on viewController: any ViewController) async throws {
        try await viewController.window?.show(destination(of: event, from: viewController.location))
    }

    /// The location `event` leads to from `location`.
    ///
    /// - Throws: ``GalleryError/notOnThisScreen(_:)`` when the screen on show has no such link.
    func destination(of event: ScreenEvent, from location: GalleryLocation) throws -> GalleryLocation {
        switch (event, location) {
        case let (.openUser(user), .users):
            return .photos(user: user)
        case let (.openPhoto(photo), .photos(user)):
            return .photo(user: user, photo: photo)
        case (.back, _):
            guard let parent = location.parent else { throw GalleryError.notOnThisScreen(event.name) }
            return parent
        default:
            throw GalleryError.notOnThisScreen(event.name)
        }
    }
}

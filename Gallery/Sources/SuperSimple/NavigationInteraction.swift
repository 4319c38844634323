import GalleryDomain
import LiveScreens

/// Decides where a navigation tap leads; the window then shows it.
@MainActor
final class NavigationInteraction {
    /// The location `event` leads to from `location`.
    ///
    /// - Throws: ``GalleryError/notOnThisScreen(_:)`` when the screen on show has no such link.
    func destination(of event: ScreenEvent, from location: GalleryLocation?) throws -> GalleryLocation {
        switch (event, location) {
        case let (.openUser(user), .users?):
            return .photos(user: user)
        case let (.openPhoto(photo), .photos(user)?):
            return .photo(user: user, photo: photo)
        case (.back, let location?):
            guard let parent = location.parent else { throw GalleryError.notOnThisScreen(event.name) }
            return parent
        default:
            throw GalleryError.notOnThisScreen(event.name)
        }
    }
}

/// What the Gallery's shared code reports when a page or an event names something that is
/// not there.
///
/// Pages turn it into a 404 page that names the missing user or photo; live screens send it
/// as an error event and stay open.
public enum GalleryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No user has this id.
    case userNotFound(User.ID)
    /// The user exists but has no photo with this id.
    case photoNotFound(Photo.ID, user: User.ID)
    /// No photo has this id (an event named it without its owner).
    case unknownPhoto(Photo.ID)
    /// An event that the screen on show cannot handle, such as a like on the users list.
    case notOnThisScreen(String)

    public var description: String {
        switch self {
        case let .userNotFound(id): "There is no user \(id)."
        case let .photoNotFound(photo, user): "User \(user) has no photo \(photo)."
        case let .unknownPhoto(photo): "There is no photo \(photo)."
        case let .notOnThisScreen(event): "\(event) does nothing on this screen."
        }
    }
}

import Mustache
package import GalleryDomain

/// One cell of a user's photo grid: what `photos.mustache` reads of each photo (`id`, `ownerID`,
/// `title`, `hue`).
///
/// A tile links to its photo under its owner (`users/<ownerID>/photos/<id>`), so it names the
/// owner as the template does rather than as `Photo` does (`userID`).
package struct PhotoTile: Hashable, Sendable {
    package let id: Photo.ID
    package let ownerID: User.ID
    package let title: String
    package let hue: Int
}

extension PhotoTile {
    package init(_ photo: Photo) {
        id = photo.id
        ownerID = photo.userID
        title = photo.title
        hue = photo.hue
    }
}

extension PhotoTile: MustacheParent {
    /// Each field the template reads, by its name: swift-mustache asks a `MustacheParent` rather
    /// than reflecting (`Mirror`) on the value for every field it prints.
    package func child(named name: String) -> Any? {
        switch name {
        case "id": self.id
        case "ownerID": self.ownerID
        case "title": self.title
        case "hue": self.hue
        default: nil
        }
    }
}

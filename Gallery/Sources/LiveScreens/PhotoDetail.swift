import Mustache
package import GalleryDomain

/// The photo region, one photo with its owner: what `photo.mustache` reads (`title`, `hue`,
/// `ownerID`, `ownerName`).
///
/// Built from the model where each pattern builds its screen's content (an interaction, a
/// presenter, a view model, a view), and rendered the same by all of them.
package struct PhotoDetail: RegionContent, Hashable {
    package static let region = PageRegion.photo

    package let title: String
    package let hue: Int
    package let ownerID: User.ID
    package let ownerName: String
}

extension PhotoDetail {
    package init(photo: Photo, owner: User) {
        title = photo.title
        hue = photo.hue
        ownerID = owner.id
        ownerName = owner.name
    }
}

extension PhotoDetail: MustacheParent {
    /// Each field the template reads, by its name: swift-mustache asks a `MustacheParent` rather
    /// than reflecting (`Mirror`) on the value for every field it prints.
    package func child(named name: String) -> Any? {
        switch name {
        case "title": self.title
        case "hue": self.hue
        case "ownerID": self.ownerID
        case "ownerName": self.ownerName
        default: nil
        }
    }
}

import Mustache
package import GalleryDomain

/// The photos region, one user's photo grid: what `photos.mustache` reads (`userName`, `photos`).
///
/// One shape for every pattern; a pattern's view model or renderable holds it, or its view
/// builds it from the model, and the page renders it.
package struct PhotoGrid: RegionContent, Hashable {
    package static let region = PageRegion.photos

    package let userName: String
    package let photos: [PhotoTile]
}

extension PhotoGrid {
    package init(user: User, photos: [Photo]) {
        userName = user.name
        self.photos = photos.map(PhotoTile.init)
    }
}

extension PhotoGrid: MustacheParent {
    /// Each field the template reads, by its name: swift-mustache asks a `MustacheParent` rather
    /// than reflecting (`Mirror`) on the value for every field it prints.
    package func child(named name: String) -> Any? {
        switch name {
        case "userName": self.userName
        case "photos": self.photos
        default: nil
        }
    }
}

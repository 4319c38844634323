import Mustache
package import GalleryDomain

/// The likes region, a photo's like button and count as one viewer sees them, and when it was
/// last liked: what `likes.mustache` reads (`photoID`, `liked`, `count`, `summary`, `lastLiked`).
///
/// A page is handed a photo's likes by several reads that may finish out of order — its
/// click's like, another tab's like, a refresh — so the count's ``LikeCount/revision`` comes
/// along (not drawn), and the page keeps the newest (``RegionContent/revision``).
package struct PhotoLikes: RegionContent, Hashable {
    package static let region = PageRegion.likes

    package let photoID: Photo.ID
    package let liked: Bool
    package let count: Int
    package let summary: String
    /// "Last liked 2 minutes ago", or `nil` when there is no like with a time.
    package let lastLiked: String?
    /// The revision of the photo's likes the count was read at; not drawn.
    package let revision: Int64?
}

extension PhotoLikes {
    package init(photoID: Photo.ID, likes: LikeCount) {
        self.photoID = photoID
        liked = likes.likedByViewer
        count = likes.count
        summary = likes.summary
        lastLiked = likes.lastLiked
        revision = likes.revision
    }
}

extension PhotoLikes: MustacheParent {
    /// Each field the template reads, by its name: swift-mustache asks a `MustacheParent` rather
    /// than reflecting (`Mirror`) on the value for every field it prints.
    package func child(named name: String) -> Any? {
        switch name {
        case "photoID": self.photoID
        case "liked": self.liked
        case "count": self.count
        case "summary": self.summary
        case "lastLiked": self.lastLiked
        case "revision": self.revision
        default: nil
        }
    }
}

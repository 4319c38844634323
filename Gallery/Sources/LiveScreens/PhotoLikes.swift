import Mustache
package import GalleryDomain

/// The likes region, a photo's like button and count as one viewer sees them, and when it was
/// last liked: what `likes.mustache` reads (`photoID`, `liked`, `count`, `summary`, `lastLiked`).
package struct PhotoLikes: RegionContent, Hashable {
    package static let region = PageRegion.likes

    package let photoID: Photo.ID
    package let liked: Bool
    package let count: Int
    package let summary: String
    /// "Last liked 2 minutes ago", or `nil` when there is no like with a time.
    package let lastLiked: String?
}

extension PhotoLikes {
    package init(photoID: Photo.ID, likes: LikeCount) {
        self.photoID = photoID
        liked = likes.likedByViewer
        count = likes.count
        summary = likes.summary
        lastLiked = likes.lastLiked
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
        default: nil
        }
    }
}

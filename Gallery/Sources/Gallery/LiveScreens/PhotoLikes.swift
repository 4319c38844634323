/// The likes region, a photo's like button and count as one viewer sees them: what
/// `likes.mustache` reads (`photoID`, `liked`, `count`, `summary`).
///
/// Stored, not computed from a ``LikeCount``: the template reads fields by name, and a
/// computed property is not one it can see.
struct PhotoLikes: Hashable, Sendable {
    let photoID: Photo.ID
    let liked: Bool
    let count: Int
    let summary: String
}

extension PhotoLikes {
    init(photoID: Photo.ID, likes: LikeCount) {
        self.photoID = photoID
        liked = likes.likedByViewer
        count = likes.count
        summary = likes.summary
    }
}

extension MVP {
    /// A photo's like button and count as the page's viewer sees them: what
    /// `likes.mustache` reads.
    struct LikesViewModel: Sendable {
        let photoID: Photo.ID
        let liked: Bool
        let count: Int
        let summary: String
    }
}

extension MVP.LikesViewModel {
    init(photoID: Photo.ID, likes: LikeCount) {
        self.photoID = photoID
        liked = likes.likedByViewer
        count = likes.count
        summary = likes.summary
    }
}

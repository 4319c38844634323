extension Clean {
    /// One photo as it is shown, read by the photo template.
    struct PhotoViewModel: Sendable {
        var title: String
        var hue: Int
        var ownerID: User.ID
        var ownerName: String
    }

    /// A photo's like button and count as this viewer sees them, read by the likes template.
    struct LikesViewModel: Sendable {
        var photoID: Photo.ID
        var liked: Bool
        var count: Int
        var summary: String
    }

    /// What HAL's banner says, read by the banner template.
    struct BannerViewModel: Sendable {
        var message: String
    }
}

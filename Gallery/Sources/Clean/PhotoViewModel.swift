import LiveScreens

/// One photo as it is shown: the photo template's data, as the presenter publishes it.
struct PhotoViewModel: Sendable {
    var photo: PhotoDetail
}

/// A photo's like button and count as this viewer sees them: the likes template's data,
/// as the presenter publishes it.
struct LikesViewModel: Sendable {
    var likes: PhotoLikes
}

/// What HAL's banner says: the banner template's data, as the presenter publishes it.
struct BannerViewModel: Sendable {
    var banner: HALBanner
}

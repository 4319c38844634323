import LiveScreens

/// A photo's like button and count as the page's viewer sees them, as the photo presenter
/// publishes them.
struct LikesViewModel: Sendable {
    let likes: PhotoLikes
}

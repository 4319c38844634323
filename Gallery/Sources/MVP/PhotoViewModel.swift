import LiveScreens

/// One photo, ready to show, as the photo presenter publishes it.
struct PhotoViewModel: Sendable {
    let photo: PhotoDetail
}

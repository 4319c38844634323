import LiveScreens

/// One user's photo grid, ready to show, as the photos presenter publishes it.
struct PhotosViewModel: Sendable {
    let grid: PhotoGrid
}

import LiveScreens

/// One user's photo grid as it is shown: the photos template's data, as the presenter
/// publishes it.
struct PhotosViewModel: Sendable {
    var grid: PhotoGrid
}

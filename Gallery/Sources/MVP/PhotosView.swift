import LiveScreens

/// One user's photo grid: a passive view with no controls of its own (choosing a photo is
/// the controller's navigation).
@MainActor
final class PhotosView: ScreenView, PhotosViewDelegate {
    var presenter: PhotosPresenter?
    let page: LivePage

    init(page: LivePage) {
        self.page = page
    }

    func updateView() {
        show(\PhotosViewModel.grid)
    }
}

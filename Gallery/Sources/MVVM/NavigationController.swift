package import GalleryDomain
package import LiveScreens

/// The live module of one page, in the role of an MVVM app's navigation controller: it
/// shows one view at a time, and it is where the view models' navigation ends up, building
/// the next view and view model itself.
///
/// So this one object knows every screen. That is the part MVVM-C takes out, into
/// coordinators (see the `MVVMC` folder, which reuses these views and view models).
@MainActor
package final class NavigationController: LiveModule, UsersNavigation, PhotosNavigation, PhotoNavigation {
    private let page: LivePage
    /// The view on show; replacing it releases the previous one and its view model.
    private var visible: (any View)?
    /// Where a view model asked to go; shown once its tap is handled.
    private var destination: GalleryLocation?

    package init(page: LivePage) {
        self.page = page
    }

    package func start(at location: GalleryLocation) async throws {
        try await show(location)
    }

    package func handle(_ event: ScreenEvent) async throws {
        guard let visible else { throw GalleryError.notOnThisScreen(event.name) }
        defer { visible.renderIfNeeded() }
        try await visible.handle(event)
        if let destination {
            self.destination = nil
            try await show(destination)
        }
    }

    /// Renders now the regions whose part of the view model changed since they last
    /// rendered — after another tab's like, or as the time went by — rather than on the
    /// main actor's next turn.
    package func rendered() async {
        visible?.renderIfNeeded()
    }

    package var parts: [(role: String, object: AnyObject)] {
        [("navigationController", self)] + (visible?.parts ?? [])
    }

    // MARK: - Navigation

    package func showPhotos(of user: User.ID) {
        destination = .photos(user: user)
    }

    package func showPhoto(_ photo: Photo.ID, of user: User.ID) {
        destination = .photo(user: user, photo: photo)
    }

    package func back() {
        destination = page.location?.parent
    }

    // MARK: - Internal

    /// Shows `location`; if its screen fails to load, shows the previous location again
    /// and rethrows, so the page is never left half drawn.
    private func show(_ location: GalleryLocation) async throws {
        try await page.navigate(to: location) { location in
            visible = nil
            page.show(location)
            let view = makeView(for: location)
            visible = view
            try await view.appear()
        }
    }

    private func makeView(for location: GalleryLocation) -> any View {
        switch location {
        case .users:
            UsersView(viewModel: UsersViewModel(navigation: self), page: page)
        case let .photos(user):
            PhotosView(viewModel: PhotosViewModel(userID: user, navigation: self), page: page)
        case let .photo(user, photo):
            PhotoView(
                viewModel: PhotoViewModel(userID: user, photoID: photo, viewer: page.viewer, navigation: self),
                page: page
            )
        }
    }
}

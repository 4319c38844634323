package import GalleryDomain
import LiveScreens

/// Which view shows which screen, each bound to a new view model: what the platform's
/// navigation controller makes for a deep link and for the screen "back" leads to.
///
/// A view model's navigation ends up in its view, as in a UIKit MVVM app, where the view
/// controller pushes the next one; so every view knows the screens it leads to. That is the
/// part MVVM-C takes out, into coordinators (see the `MVVMC` folder, which reuses these views
/// and view models).
@MainActor
enum Storyboard {
    /// The view of `location` on `page`, its view model's navigation the view itself.
    static func view(of location: GalleryLocation, on page: LivePage) -> any ViewController {
        switch location {
        case .users:
            let viewModel = UsersViewModel(navigation: nil)
            let view = UsersView(viewModel: viewModel, page: page)
            viewModel.navigation = view
            return view
        case let .photos(user):
            let viewModel = PhotosViewModel(userID: user, navigation: nil)
            let view = PhotosView(viewModel: viewModel, page: page)
            viewModel.navigation = view
            return view
        case let .photo(user, photo):
            let viewModel = PhotoViewModel(userID: user, photoID: photo, viewer: page.viewer, navigation: nil)
            let view = PhotoView(viewModel: viewModel, page: page)
            viewModel.navigation = view
            return view
        }
    }
}

extension UsersView: UsersNavigation {
    package func showPhotos(of user: User.ID) async throws {
        try await navigationController?.pushViewController(Storyboard.view(of: .photos(user: user), on: page))
    }
}

extension PhotosView: PhotosNavigation {
    package func showPhoto(_ photo: Photo.ID, of user: User.ID) async throws {
        try await navigationController?.pushViewController(Storyboard.view(of: .photo(user: user, photo: photo), on: page))
    }

    package func back() async throws {
        try await navigationController?.popViewController()
    }
}

extension PhotoView: PhotoNavigation {
    package func back() async throws {
        try await navigationController?.popViewController()
    }
}

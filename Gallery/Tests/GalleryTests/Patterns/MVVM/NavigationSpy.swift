@testable import Gallery
@testable import GalleryDomain
@testable import GallerySQLite
@testable import LiveScreens
@testable import MVVM

/// Stands where the navigation controller or a coordinator would, and records where the view
/// models asked to go.
@MainActor
final class NavigationSpy: MVVM.UsersNavigation, MVVM.PhotosNavigation, MVVM.PhotoNavigation {
    private(set) var requests: [String] = []

    func showPhotos(of user: User.ID) {
        requests.append("photos of \(user)")
    }

    func showPhoto(_ photo: Photo.ID, of user: User.ID) {
        requests.append("photo \(photo) of \(user)")
    }

    func back() {
        requests.append("back")
    }
}

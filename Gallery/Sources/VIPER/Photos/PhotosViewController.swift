import GalleryDomain
import LiveScreens
import Trellis

extension PhotosModule {
    /// What the presenter can tell the photo grid to show.
    protocol AnyView: ViperView {
        func update(with photos: [Photo], of user: User)
    }

    /// Shows a user's photos and passes a tap on one, or on "back", to its presenter.
    final class PhotosViewController: EntryView, AnyView {
        let page: LivePage
        let location: GalleryLocation
        var module = ModuleParts()
        /// Strong: the view owns the module.
        var presenter: (any AnyPresenter)?

        init(page: LivePage, location: GalleryLocation) {
            self.page = page
            self.location = location
        }

        func viewDidLoad() async throws {
            try await presenter?.viewDidLoad()
        }

        func handle(_ event: ScreenEvent) async throws {
            switch event {
            case let .openPhoto(photo): try await presenter?.didSelectPhoto(photo)
            case .back: try await presenter?.didTapBack()
            default: throw GalleryError.notOnThisScreen(event.name)
            }
        }

        func update(with photos: [Photo], of user: User) {
            page.render(PhotoGrid(user: user, photos: photos))
        }
    }
}

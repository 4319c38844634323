import GalleryDomain
import Trellis

extension UsersModule {
    /// The notes' presenter contract: what the view and the interactor tell it.
    protocol AnyPresenter: ViperPresenter {
        func viewDidLoad() async throws
        func didSelectUser(_ id: User.ID) async throws
        func interactorDidFetchUsers(with users: [User])
    }

    /// Asks the interactor for the users when the view loads, hands them to the view, and asks
    /// the router for a user's photos when one is tapped.
    ///
    /// The notes start fetching in `interactor`'s `didSet` and send failures to the view as a
    /// `Result`. A page is answered only once it is drawn, and a missing user is a 404 page or
    /// an error event, made from what the module throws; so fetching waits for `viewDidLoad()`
    /// and failures are thrown.
    final class UserPresenter: AnyPresenter {
        /// Weak: the view owns the presenter.
        weak var view: (any AnyView)?
        var interactor: (any AnyInteractor)?
        var router: (any AnyRouter)?

        func viewDidLoad() async throws {
            try await interactor?.getUsers()
        }

        func didSelectUser(_ id: User.ID) async throws {
            try await router?.showPhotos(of: id)
        }

        func interactorDidFetchUsers(with users: [User]) {
            view?.update(with: users)
        }
    }
}

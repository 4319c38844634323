import Trellis

extension MVC {
    /// The controller of Apple's MVC: it reads the model and calls the use case.
    final class UsersViewController {
        @Injected(UsersRepositoryKey.self) private var users: Int

        func didTapLike() async throws {
            try await action(LikePhoto.self, users)
        }
    }

    /// A controller with the simple name of a Super Simple view.
    final class PhotoScreen {
        func viewDidLoad() async throws {
            let users = InjectedValues[UsersRepositoryKey.self]
            try await action(LikePhoto.self, users)
        }
    }
}

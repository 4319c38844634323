import TrellisInjection

/// Where users come from, injected into the interactor.
protocol UsersRepository: Sendable {
    func getUsers(_ result: @escaping @Sendable (Result<[User], any Error>) -> Void)
}

/// The app's repository; tests replace it.
final class RemoteUsersRepository: UsersRepository {
    func getUsers(_ result: @escaping @Sendable (Result<[User], any Error>) -> Void) {
        result(.success([User(name: "Frank Poole")]))
    }
}

/// Answers at once with the users it was given.
final class MockedUsersRepository: UsersRepository {
    let users: [User]

    init(users: [User]) {
        self.users = users
    }

    func getUsers(_ result: @escaping @Sendable (Result<[User], any Error>) -> Void) {
        result(.success(users))
    }
}

/// Answers from another task with the seed's error.
final class FailingUsersRepository: UsersRepository {
    func getUsers(_ result: @escaping @Sendable (Result<[User], any Error>) -> Void) {
        Task.detached { result(.failure(FetchError.failed)) }
    }
}

private enum UsersRepositoryKey: InjectionKey {
    static let defaultValue: any UsersRepository = RemoteUsersRepository()
}

extension InjectedValues {
    var usersRepository: any UsersRepository {
        get { Self[UsersRepositoryKey.self] }
        set { Self[UsersRepositoryKey.self] = newValue }
    }
}

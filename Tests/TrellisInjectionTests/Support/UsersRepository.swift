import TrellisInjection

// The seed's example, as an app would write it under Swift 6.

struct User: Codable, Equatable, Sendable {
    let name: String
}

protocol UsersRepository: Sendable {
    func getUsers(_ result: @escaping @Sendable (Result<[User], any Error>) -> Void)
}

final class RemoteUsersRepository: UsersRepository {
    func getUsers(_ result: @escaping @Sendable (Result<[User], any Error>) -> Void) {
        result(.success([User(name: "Frank")]))
    }
}

final class MockedUsersRepository: UsersRepository {
    let users: [User]
    init(users: [User] = [User(name: "Dave")]) { self.users = users }
    func getUsers(_ result: @escaping @Sendable (Result<[User], any Error>) -> Void) {
        result(.success(users))
    }
}

private struct UsersRepositoryKey: InjectionKey {
    static let defaultValue: any UsersRepository = RemoteUsersRepository()
}

extension InjectedValues {
    var usersRepository: any UsersRepository {
        get { Self[UsersRepositoryKey.self] }
        set { Self[UsersRepositoryKey.self] = newValue }
    }
}

/// Reads the repository's users synchronously, as the fakes answer at once.
func users(of repository: any UsersRepository) -> [User] {
    nonisolated(unsafe) var found: [User] = []
    repository.getUsers { if case let .success(users) = $0 { found = users } }
    return found
}

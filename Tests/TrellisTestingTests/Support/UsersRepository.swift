import Trellis

// The seed's dependency-injection example.

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

/// Internal rather than private, so a feature can list it among the keys it reads.
struct UsersRepositoryKey: InjectionKey {
    static let defaultValue: any UsersRepository = RemoteUsersRepository()
}

extension InjectedValues {
    var usersRepository: any UsersRepository {
        get { Self[UsersRepositoryKey.self] }
        set { Self[UsersRepositoryKey.self] = newValue }
    }
}

/// A configured client that only the app can make: no default.
protocol APIClient: Sendable {
    var baseURL: String { get }
}

struct StubAPIClient: APIClient {
    var baseURL = "https://example.invalid"
}

enum APIClientKey: RequiredInjectionKey {
    typealias Value = any APIClient
}

/// Reads the repository's users synchronously, as the fakes answer at once.
func users(of repository: any UsersRepository) -> [User] {
    let found = FoundUsers()
    repository.getUsers { if case let .success(users) = $0 { found.users = users } }
    return found.users
}

/// The users a synchronous fake handed back.
private final class FoundUsers: @unchecked Sendable {  // @unchecked: written and read on one thread
    var users: [User] = []
}

public import TrellisInjection

// The iOS Architecture Patterns notes' dependency-injection example, as an app would write it
// under Swift 6.
//
// One key serves every test target. Only `InjectedValuesTests.usersRepository` replaces it for
// the whole process, as the notes do; every other test overrides it in a scope.

/// The notes' entity.
public struct User: Codable, Equatable, Sendable {
    public let name: String

    public init(name: String) {
        self.name = name
    }
}

/// Where users come from.
public protocol UsersRepository: Sendable {
    func getUsers(_ result: @escaping @Sendable (Result<[User], any Error>) -> Void)
}

/// The app's repository: the key's default, answering at once with Frank.
public final class RemoteUsersRepository: UsersRepository {
    public init() {}

    public func getUsers(_ result: @escaping @Sendable (Result<[User], any Error>) -> Void) {
        result(.success([User(name: "Frank")]))
    }
}

/// The notes' mock: answers at once with the users it was given.
public final class MockedUsersRepository: UsersRepository {
    public let users: [User]

    public init(users: [User] = [User(name: "Dave")]) {
        self.users = users
    }

    public func getUsers(_ result: @escaping @Sendable (Result<[User], any Error>) -> Void) {
        result(.success(users))
    }
}

/// The notes' failure.
public enum FetchError: Error {
    case failed
}

/// Answers from another task with the notes' error, as a network would.
public final class FailingUsersRepository: UsersRepository {
    public init() {}

    public func getUsers(_ result: @escaping @Sendable (Result<[User], any Error>) -> Void) {
        Task.detached { result(.failure(FetchError.failed)) }
    }
}

/// Public rather than private, so a feature can list it among the keys it reads.
public struct UsersRepositoryKey: InjectionKey {
    public static let defaultValue: any UsersRepository = RemoteUsersRepository()
    /// A test that names no repository gets an empty one of its own, never the remote one.
    public static var testValue: any UsersRepository { MockedUsersRepository(users: []) }
}

extension InjectedValues {
    public var usersRepository: any UsersRepository {
        get { Self[UsersRepositoryKey.self] }
        set { Self[UsersRepositoryKey.self] = newValue }
    }
}

/// Reads a repository's users synchronously; the remote and mocked repositories answer at once.
public func users(of repository: any UsersRepository) -> [User] {
    let found = FoundUsers()
    repository.getUsers { if case let .success(users) = $0 { found.users = users } }
    return found.users
}

/// The users a synchronous repository handed back.
private final class FoundUsers: @unchecked Sendable {  // @unchecked: written and read on one thread
    var users: [User] = []
}

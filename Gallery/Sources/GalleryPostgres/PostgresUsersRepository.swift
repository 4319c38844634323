public import GalleryDomain

/// ``UsersRepository`` on PostgreSQL.
public struct PostgresUsersRepository: UsersRepository {
    private let database: PostgresAppDatabase

    public init(_ database: PostgresAppDatabase) {
        self.database = database
    }

    public func getUsers() async throws -> [User] {
        try await database.users()
    }

    public func getUser(_ id: User.ID) async throws -> User {
        guard let user = try await database.user(id) else { throw GalleryError.userNotFound(id) }
        return user
    }
}

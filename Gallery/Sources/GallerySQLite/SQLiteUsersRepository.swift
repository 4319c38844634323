import GRDB
public import GalleryDomain

/// ``UsersRepository`` reading the `user` table.
public struct SQLiteUsersRepository: UsersRepository {
    private let database: AppDatabase

    public init(_ database: AppDatabase) {
        self.database = database
    }

    public func getUsers() async throws -> [User] {
        try await database.reader.read { db in
            try User.all().orderedByName().fetchAll(db)
        }
    }

    public func getUser(_ id: User.ID) async throws -> User {
        let user = try await database.reader.read { db in try User.fetchOne(db, id: id) }
        guard let user else { throw GalleryError.userNotFound(id) }
        return user
    }
}

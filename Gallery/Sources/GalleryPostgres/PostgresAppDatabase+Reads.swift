public import GalleryDomain
import PostgresNIO

extension PostgresAppDatabase {
    /// Every user, by name.
    public func users() async throws -> [User] {
        try await pool.withConnection { connection, logger in
            var users: [User] = []
            for try await (id, name) in try await connection.query(#"SELECT id, name FROM "user" ORDER BY name, id"#, logger: logger)
                .decode((Int64, String).self)
            {
                users.append(User(id: id, name: name))
            }
            return users
        }
    }

    /// The user `id`, or `nil`.
    public func user(_ id: User.ID) async throws -> User? {
        try await pool.withConnection { connection, logger in
            try await connection.query(#"SELECT id, name FROM "user" WHERE id = \#(id)"#, logger: logger)
                .decode((Int64, String).self).first { _ in true }.map { User(id: $0.0, name: $0.1) }
        }
    }

    /// The photos of `userID` in the grid's order, or `nil` when there is no such user; one
    /// statement, so the user cannot go between the two answers.
    public func photos(of userID: User.ID, id: Photo.ID? = nil) async throws -> [Photo]? {
        try await pool.withConnection { connection, logger in
            let rows = try await connection.query(
                #"""
                SELECT "user".id, photo.id, photo.title, photo.hue FROM "user"
                LEFT JOIN photo ON photo."userID" = "user".id AND (\#(id)::BIGINT IS NULL OR photo.id = \#(id))
                WHERE "user".id = \#(userID) ORDER BY photo.id
                """#,
                logger: logger
            )
            var found = false
            var photos: [Photo] = []
            for try await (_, photoID, title, hue) in rows.decode((Int64, Int64?, String?, Int64?).self) {
                found = true
                if let photoID, let title, let hue { photos.append(Photo(id: photoID, userID: userID, title: title, hue: Int(hue))) }
            }
            return found ? photos : nil
        }
    }
}

// MARK: - Fixtures

extension PostgresAppDatabase {
    /// Adds a user; for fixtures and tools.
    @discardableResult
    public func insert(_ user: User) async throws -> User {
        try await pool.write { connection, logger in
            try await connection.run(#"INSERT INTO "user" (id, name) VALUES (\#(user.id), \#(user.name))"#, logger: logger)
        }
        return user
    }

    /// Adds a photo; for fixtures and tools.
    @discardableResult
    public func insert(_ photo: Photo) async throws -> Photo {
        try await pool.write { connection, logger in
            try await connection.run(
                #"INSERT INTO photo (id, "userID", title, hue) VALUES (\#(photo.id), \#(photo.userID), \#(photo.title), \#(Int64(photo.hue)))"#,
                logger: logger
            )
        }
        return photo
    }
}

import GRDB
public import GalleryDomain

/// ``PhotosRepository`` reading the `photo` table.
public struct SQLitePhotosRepository: PhotosRepository {
    private let database: AppDatabase

    public init(_ database: AppDatabase) {
        self.database = database
    }

    public func getPhotos(of userID: User.ID) async throws -> [Photo] {
        let photos = try await database.reader.read { db -> [Photo]? in
            guard try User.exists(db, key: userID) else { return nil }
            return try Photo.filter(Column("userID") == userID).order(Column("id")).fetchAll(db)
        }
        guard let photos else { throw GalleryError.userNotFound(userID) }
        return photos
    }

    public func getPhoto(_ id: Photo.ID, of userID: User.ID) async throws -> Photo {
        let (userExists, photo) = try await database.reader.read { db in
            (try User.exists(db, key: userID), try Photo.fetchOne(db, key: id))
        }
        guard userExists else { throw GalleryError.userNotFound(userID) }
        guard let photo, photo.userID == userID else { throw GalleryError.photoNotFound(id, user: userID) }
        return photo
    }
}

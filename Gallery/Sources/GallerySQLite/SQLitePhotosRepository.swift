import GRDB
public import GalleryDomain

/// ``PhotosRepository`` reading the `photo` table through the user's `photos` association: a
/// photo is reached through its owner, as in its URL.
public struct SQLitePhotosRepository: PhotosRepository {
    private let database: AppDatabase

    public init(_ database: AppDatabase) {
        self.database = database
    }

    public func getPhotos(of userID: User.ID) async throws -> [Photo] {
        let photos = try await database.reader.read { db -> [Photo]? in
            guard let user = try User.fetchOne(db, id: userID) else { return nil }
            return try user.request(for: User.photos).orderedForGrid().fetchAll(db)
        }
        guard let photos else { throw GalleryError.userNotFound(userID) }
        return photos
    }

    public func getPhoto(_ id: Photo.ID, of userID: User.ID) async throws -> Photo {
        let (owner, photo) = try await database.reader.read { db -> (User?, Photo?) in
            guard let owner = try User.fetchOne(db, id: userID) else { return (nil, nil) }
            return (owner, try owner.request(for: User.photos).filter(id: id).fetchOne(db))
        }
        guard owner != nil else { throw GalleryError.userNotFound(userID) }
        guard let photo else { throw GalleryError.photoNotFound(id, user: userID) }
        return photo
    }
}

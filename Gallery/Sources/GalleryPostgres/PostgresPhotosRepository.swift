public import GalleryDomain

/// ``PhotosRepository`` on PostgreSQL.
public struct PostgresPhotosRepository: PhotosRepository {
    private let database: PostgresAppDatabase

    public init(_ database: PostgresAppDatabase) {
        self.database = database
    }

    public func getPhotos(of userID: User.ID) async throws -> [Photo] {
        guard let photos = try await database.photos(of: userID) else { throw GalleryError.userNotFound(userID) }
        return photos
    }

    public func getPhoto(_ id: Photo.ID, of userID: User.ID) async throws -> Photo {
        guard let photos = try await database.photos(of: userID, id: id) else { throw GalleryError.userNotFound(userID) }
        guard let photo = photos.first else { throw GalleryError.photoNotFound(id, user: userID) }
        return photo
    }
}

public import Trellis

/// Where photos come from, read through Injection like ``UsersRepository``.
public protocol PhotosRepository: Sendable {
    /// The photos of user `userID`, in the order the grid shows them.
    ///
    /// - Throws: ``GalleryError/userNotFound(_:)`` when there is no such user.
    func getPhotos(of userID: User.ID) async throws -> [Photo]

    /// Photo `id` of user `userID`: a photo is reached through its owner, as in its URL.
    ///
    /// - Throws: ``GalleryError/userNotFound(_:)`` or ``GalleryError/photoNotFound(_:user:)``.
    func getPhoto(_ id: Photo.ID, of userID: User.ID) async throws -> Photo
}

/// No default: the app installs one in ``configureGallery(_:database:)``.
package enum PhotosRepositoryKey: RequiredInjectionKey {
    package typealias Value = any PhotosRepository
}

extension InjectedValues {
    /// The photos repository.
    public var photosRepository: any PhotosRepository {
        get { Self[PhotosRepositoryKey.self] }
        set { Self[PhotosRepositoryKey.self] = newValue }
    }
}

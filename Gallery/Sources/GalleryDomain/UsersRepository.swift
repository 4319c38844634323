public import Trellis

/// Where users come from: the iOS Architecture Patterns notes' VIPER repository, read through Injection.
///
/// ```swift
/// @Injected(\.usersRepository) var usersRepository: any UsersRepository
/// let users = try await usersRepository.getUsers()
/// ```
///
/// The notes passed a completion handler; the Gallery's version is `async`, which reads the
/// same at the call site and cannot forget to call back.
public protocol UsersRepository: Sendable {
    /// Every user, in the order the users list shows them.
    func getUsers() async throws -> [User]

    /// The user with `id`.
    ///
    /// - Throws: ``GalleryError/userNotFound(_:)`` when there is none.
    func getUser(_ id: User.ID) async throws -> User
}

/// The users repository has no sensible default: the app installs one in ``configureGallery(_:database:)``.
package enum UsersRepositoryKey: RequiredInjectionKey {
    package typealias Value = any UsersRepository
}

extension InjectedValues {
    /// The users repository, in the notes' spelling.
    public var usersRepository: any UsersRepository {
        get { Self[UsersRepositoryKey.self] }
        set { Self[UsersRepositoryKey.self] = newValue }
    }
}

public import Trellis
public import GalleryDatabase
import GalleryDomain

/// The Gallery's one start-up function: every repository, hub and use case the patterns read
/// through Injection and Plug, and the signer of viewer cookies, made from one database.
///
/// The executable installs it for the whole process; tests apply it as a scope around an
/// in-memory database, so tests running in parallel never share one:
///
/// ```swift
/// InjectedValues.install { configureGallery(&$0, database: database) }                 // gallery
/// try await withOverrides { configureGallery(&$0, database: .inMemory()) } operation: { … }  // a test
/// ```
///
/// It leaves the time alone: the likes' "last liked 2 minutes ago" and their refresh timer read
/// the kit's `\.date` and `\.continuousClock`, which the `gallery` command installs live and a
/// test replaces with a `TestClock` and a date of its own. A test that forgets fails, naming
/// the key, instead of running on the wall clock.
///
/// To back a use case with something else, plug it after this call, in the same scope:
///
/// ```swift
/// InjectedValues.install {
///     configureGallery(&$0, database: database)
///     $0.plug(LikePhoto.self, to: RemoteLikePhoto(client: client))
/// }
/// ```
public func configureGallery(_ app: inout InjectedValues, database: AppDatabase) {
    let updates = LikeUpdates(likes: SQLiteLikesRepository(database))
    app.usersRepository = SQLiteUsersRepository(database)
    app.photosRepository = SQLitePhotosRepository(database)
    app.likeUpdates = updates
    app.viewerCookies = database.viewerCookies
    app.plug(LikePhoto.self, to: SQLiteLikeChange(.like, database: database, updates: updates))
    app.plug(UnlikePhoto.self, to: SQLiteLikeChange(.unlike, database: database, updates: updates))
    app.plug(CountLikes.self, to: SQLiteCountLikes(database))
    app.plug(OpenPodBayDoors.self, to: HAL9000())
}

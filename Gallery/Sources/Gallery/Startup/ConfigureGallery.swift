public import Trellis
public import GallerySQLite
import GalleryDatabase
public import GalleryPostgres
import GalleryDomain

/// Where the Gallery keeps its users, photos and likes: embedded SQLite, the default, or a
/// PostgreSQL server that several instances share.
public enum GalleryBackend: Sendable {
    /// A file on this machine (or memory, in tests): one process at a time serves it.
    case sqlite(AppDatabase)
    /// A PostgreSQL database: every instance on it shows the others' likes live.
    case postgres(PostgresAppDatabase)
}

/// The Gallery's one start-up function: every repository, hub and use case the patterns read
/// through Injection and Plug, and the signer of viewer cookies, made from one database. The
/// backends differ here and nowhere else: no pattern and no live screen knows which one runs.
///
/// The executable installs it for the whole process; tests apply it as a scope around a
/// database of their own, so tests running in parallel never share one:
///
/// ```swift
/// InjectedValues.install { configureGallery(&$0, backend: .sqlite(database)) }                   // gallery
/// try await withOverrides { configureGallery(&$0, backend: .sqlite(.inMemory())) } operation: { … }  // a test
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
///     configureGallery(&$0, backend: backend)
///     $0.plug(LikePhoto.self, to: RemoteLikePhoto(client: client))
/// }
/// ```
public func configureGallery(_ app: inout InjectedValues, backend: GalleryBackend) {
    switch backend {
    case let .sqlite(database):
        app.usersRepository = SQLiteUsersRepository(database)
        app.photosRepository = SQLitePhotosRepository(database)
        app.viewerCookies = database.viewerCookies
        configureLikes(&app, in: database)
    case let .postgres(database):
        app.usersRepository = PostgresUsersRepository(database)
        app.photosRepository = PostgresPhotosRepository(database)
        app.viewerCookies = database.viewerCookies
        configureLikes(&app, in: database)
    }
    app.plug(OpenPodBayDoors.self, to: HAL9000())
}

/// The hub of live likes and the three like use cases, on the backend's store.
private func configureLikes(_ app: inout InjectedValues, in store: some LikeStore) {
    let updates = LikeUpdates(likes: StoredLikesRepository(store))
    app.likeUpdates = updates
    app.directLikes = DirectLikes(store: store, updates: updates)
    app.plug(LikePhoto.self, to: LikeChange(.like, in: store, updates: updates))
    app.plug(UnlikePhoto.self, to: LikeChange(.unlike, in: store, updates: updates))
    app.plug(CountLikes.self, to: StoredCountLikes(store))
}

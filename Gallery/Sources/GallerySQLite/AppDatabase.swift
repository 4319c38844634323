public import Foundation
public import GRDB
public import GalleryDatabase
public import GalleryDomain

/// The Gallery's database, in one type: schema, migrations and writes.
///
/// Modelled on GRDB's demo `AppDatabase`: a ``DatabaseMigrator`` with named migrations makes
/// the schema, and every write is a method here, so the invariants (one like per viewer and
/// photo, a revision bumped by every change of a photo's likes) hold in one place. Reads are
/// not here: each is a request on the record it reads (`User`, `Photo`, and ``LikeCounts``'
/// fetch of a photo's likes, whose SQL is ``LikeSQL``'s), run through ``reader`` by the repositories and
/// ``StoredCountLikes``, on a reader that never blocks the caller's thread; the one read a
/// write makes — the count a like answers — is the same request, in the write's transaction.
///
/// ```swift
/// let database = try AppDatabase.open(path: "gallery.sqlite")   // the app: WAL, on disk
/// let database = try AppDatabase.inMemory()                     // tests
/// ```
///
/// The migrator never erases a database whose schema changed (GRDB's debug-only
/// `eraseDatabaseOnSchemaChange`): people keep their likes. A database written by a newer
/// Gallery, with migrations this one does not know, is refused with
/// ``AppDatabaseError/newerSchema(path:unknownMigrations:)`` instead of being touched.
public struct AppDatabase: Sendable {
    /// Access to the database: a `DatabasePool` on disk, a `DatabaseQueue` in memory.
    let writer: any DatabaseWriter
    /// Where it lives, for messages; `nil` in memory.
    public let path: String?
    /// Checkpoints the pool's log off its writer; `nil` in memory, and for a writer opened
    /// elsewhere, which checkpoints as SQLite does by default.
    package private(set) var checkpointer: WALCheckpointer?
    /// Signs viewer cookies with this database's secret, so a cookie outlives a restart of the
    /// server on the same file and is worth nothing on any other database.
    public let viewerCookies: ViewerCookieSigner

    /// Checks `writer`'s schema against the migrations this Gallery knows, then migrates it.
    ///
    /// - Throws: ``AppDatabaseError/newerSchema(path:unknownMigrations:)`` when the database
    ///   has migrations this binary does not know; GRDB's error when a migration fails.
    public init(_ writer: any DatabaseWriter, path: String? = nil) throws {
        self.writer = writer
        self.path = path
        let migrator = Self.migrator
        let unknown = try writer.read { db in
            try migrator.hasBeenSuperseded(db)
                ? try migrator.appliedIdentifiers(db).subtracting(migrator.migrations).sorted()
                : []
        }
        guard unknown.isEmpty else {
            throw AppDatabaseError.newerSchema(path: path ?? ":memory:", unknownMigrations: unknown)
        }
        try Self.migrate(writer, with: migrator)
        let secret = try writer.read { db in try Self.viewerCookieSecret(db, path: path ?? ":memory:") }
        viewerCookies = ViewerCookieSigner(secret: secret)
    }

    /// Read-only access, for the repositories and the counts: a `DatabasePool`'s readers, which
    /// never wait for the writer.
    public var reader: any DatabaseReader {
        writer
    }

    /// Closes the database: the WAL is checkpointed into the file and truncated, so the file
    /// alone holds every like.
    ///
    /// Another process on the same file — a twin server stopping at the same moment — may hold
    /// it busy: checkpointing or closing its own connections, which takes the file's checkpoint
    /// lock, or reading from the log. SQLite never waits for that lock (its busy timeout does
    /// not apply), so the checkpoint is tried again until `bound` has passed. If the file is
    /// still busy then, the log is left as it is and the database closes all the same: every
    /// like is in the file or its log, and the next connection to open the file, or the other
    /// process as it closes, copies the log in.
    ///
    /// - Parameter bound: How long to wait for the file; by default ``closeBound``.
    /// - Returns: Whether the log was copied in and truncated; `false` when the file stayed
    ///   busy past `bound`.
    @discardableResult
    public func close(waitingUpTo bound: Duration = closeBound) throws -> Bool {
        if let pool = writer as? DatabasePool {
            try checkpointer?.close()
            let truncated = try Self.truncateLog(of: pool, waitingUpTo: bound)
            try pool.close()
            return truncated
        } else if let queue = writer as? DatabaseQueue {
            try queue.close()
        }
        return true
    }

    /// How long ``close(waitingUpTo:)`` waits for another process to let go of the file: the
    /// busy timeout every connection has.
    public static let closeBound = Duration.seconds(5)

    /// Checkpoints `pool`'s log into the file and truncates it, trying again while the file is
    /// busy, until `bound` has passed; returns whether it did.
    private static func truncateLog(of pool: DatabasePool, waitingUpTo bound: Duration) throws -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + bound
        return try pool.writeWithoutTransaction { db in
            defer { try? db.execute(sql: "PRAGMA busy_timeout = \(busyTimeoutMilliseconds)") }
            while true {
                // Waiting for readers goes through the busy handler: no longer than what is
                // left of the bound.
                let left = max(0, Int((deadline - clock.now) / .milliseconds(1)))
                try db.execute(sql: "PRAGMA busy_timeout = \(left)")
                do {
                    _ = try db.checkpoint(.truncate)
                    return true
                } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED {
                    guard clock.now < deadline else { return false }
                    Thread.sleep(forTimeInterval: 0.02)
                }
            }
        }
    }
}

// MARK: - Opening

extension AppDatabase {
    /// Opens or creates the database at `path`: a `DatabasePool`, so readers never wait for
    /// the writer (WAL mode). A new file is created with the sample users and photos. Its log
    /// is copied back into the file by a connection of its own (``WALCheckpointer``), never by
    /// a click's write.
    ///
    /// - Throws: ``AppDatabaseError`` naming the path and the reason.
    public static func open(path: String) throws(AppDatabaseError) -> AppDatabase {
        let pool: DatabasePool
        do {
            pool = try openPool(path: path)
        } catch {
            throw .cannotOpen(path: path, reason: reason(error))
        }
        do {
            var database = try AppDatabase(pool, path: path)
            database.checkpointer = try WALCheckpointer(path: path)
            return database
        } catch let error as AppDatabaseError {
            throw error
        } catch {
            throw .cannotOpen(path: path, reason: reason(error))
        }
    }

    /// How many times opening a file is tried when SQLite finds it busy while switching it to
    /// WAL mode; see ``openPool(path:)``.
    package static let walSwitchAttempts = 10

    /// A `DatabasePool` on `path`, tried again when another connection was switching the same
    /// new file to WAL mode at the same moment.
    ///
    /// `DatabasePool` switches a file to WAL with `PRAGMA journal_mode = WAL`. On a new file,
    /// SQLite does it by upgrading a read transaction to a write, and an upgrade never waits
    /// for the busy timeout: when two connections switch together, one gets `SQLITE_BUSY`
    /// ("database is locked") at once. Trying again is what SQLite prescribes; the second try
    /// waits for the first switch through the busy timeout, then finds the file in WAL mode
    /// already, and changes nothing.
    private static func openPool(path: String) throws -> DatabasePool {
        var attempt = 1
        while true {
            do {
                var configuration = makeConfiguration()
                // The WALCheckpointer that ``open(path:)`` adds checkpoints instead.
                configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA wal_autocheckpoint = 0") }
                return try DatabasePool(path: path, configuration: configuration)
            } catch let error as DatabaseError
                where error.resultCode == .SQLITE_BUSY && error.sql?.contains("journal_mode") == true && attempt < walSwitchAttempts
            {
                attempt += 1
            }
        }
    }

    /// A new, migrated database in memory, with the sample data; each call is a new one.
    public static func inMemory() throws -> AppDatabase {
        try AppDatabase(DatabaseQueue(configuration: makeConfiguration()))
    }

    /// How long a connection waits for another that holds the file busy, in milliseconds.
    static let busyTimeoutMilliseconds = 5000

    /// The configuration every connection uses.
    package static func makeConfiguration() -> Configuration {
        var configuration = Configuration()
        // Another process writing the same file (a second server during a restart) waits
        // instead of failing at once.
        configuration.busyMode = .timeout(TimeInterval(busyTimeoutMilliseconds) / 1000)
        return configuration
    }

    private static func reason(_ error: any Error) -> String {
        if let error = error as? DatabaseError {
            return error.message ?? "\(error.resultCode)"
        }
        return "\(error)"
    }
}

// MARK: - Schema

extension AppDatabase {
    /// The schema, one named migration per change. Append new migrations; never edit one that
    /// shipped.
    package static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("createUsersAndPhotos") { db in
            try db.create(table: "user") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("name", .text).notNull()
            }
            try db.create(table: "photo") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("user", onDelete: .cascade).notNull()
                t.column("title", .text).notNull()
                t.column("hue", .integer).notNull()
            }
        }
        migrator.registerMigration("createLikes") { db in
            // One row per viewer and photo: the primary key makes liking twice one like.
            try db.create(table: "photoLike") { t in
                t.belongsTo("photo", onDelete: .cascade).notNull()
                t.column("viewer", .text).notNull()
                t.primaryKey(["photoID", "viewer"])
            }
        }
        migrator.registerMigration("insertSampleData") { db in
            // A migration, so it runs on the first start only, even if every user is deleted later.
            for user in SampleData.users { try user.insert(db) }
            for photo in SampleData.photos { try photo.insert(db) }
        }
        migrator.registerMigration("addLikeTimes") { db in
            // When each like was made, for "last liked 2 minutes ago". Likes stored before this
            // migration have none, and show no time.
            try db.alter(table: "photoLike") { t in
                t.add(column: "likedAt", .datetime)
            }
        }
        migrator.registerMigration("createViewerCookieSecret") { db in
            // The key viewer cookies are signed with: made once, on the first start, so cookies
            // issued before a restart still name their viewers. Never logged or shown.
            try db.create(table: "secret") { t in
                t.primaryKey("name", .text)
                t.column("value", .blob).notNull()
            }
            var generator = SystemRandomNumberGenerator()
            let bytes = (0..<ViewerCookieSigner.secretLength).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
            try db.execute(
                sql: "INSERT INTO secret (name, value) VALUES (?, ?)",
                arguments: [Self.viewerCookieSecretName, Data(bytes)]
            )
        }
        migrator.registerMigration("addLikeRevisions") { db in
            // How many times each photo's likes changed, so of two counts read at different
            // moments a page keeps the newer (LikeCount.revision). Photos liked before this
            // migration start at 0 like the others: a page compares counts of one process.
            try db.alter(table: "photo") { t in
                t.add(column: "likeRevision", .integer).notNull().defaults(to: 0)
            }
        }
        return migrator
    }

    /// Runs `migrator` on `writer`, adopting what another connection migrates at the same time.
    ///
    /// Two servers started together on one new file (a supervisor launching both, a restart
    /// overlapping the old process) both migrate it. GRDB's `DatabaseMigrator` reads which
    /// migrations are applied first, then runs each missing one in an `IMMEDIATE` transaction
    /// of its own, which records it as applied. The busy timeout (``makeConfiguration()``) has
    /// the second start wait for the first one's transaction instead of failing with "database
    /// is locked"; but it then runs the migration it still thinks missing, which fails ("table
    /// user already exists") and rolls back, changing nothing. So when a migration fails and
    /// the migrations applied have grown since this start looked, another connection migrated
    /// meanwhile: the migrator runs again, and skips what the other one applied. Each retry
    /// needs at least one more migration applied by someone else, so there are at most as many
    /// as migrations; a failure with no progress elsewhere is thrown.
    private static func migrate(_ writer: any DatabaseWriter, with migrator: DatabaseMigrator) throws {
        var applied = try writer.read { db in try migrator.appliedIdentifiers(db) }
        while true {
            do {
                try migrator.migrate(writer)
                return
            } catch {
                let now = try writer.read { db in try migrator.appliedIdentifiers(db) }
                guard now.isStrictSuperset(of: applied) else { throw error }
                applied = now
            }
        }
    }

    /// The `secret` row viewer cookies are signed with.
    package static let viewerCookieSecretName = "viewerCookie"

    /// The secret viewer cookies are signed with, as the migrations stored it.
    ///
    /// - Throws: ``AppDatabaseError/missingSecret(path:name:)`` when the row is gone or the
    ///   wrong size.
    private static func viewerCookieSecret(_ db: Database, path: String) throws -> [UInt8] {
        let value = try Secret.fetchOne(db, key: viewerCookieSecretName)?.value
        guard let value, value.count == ViewerCookieSigner.secretLength else {
            throw AppDatabaseError.missingSecret(path: path, name: viewerCookieSecretName)
        }
        return Array(value)
    }
}

// MARK: - Writes

extension AppDatabase {
    /// Records `like`, made at `date`, and answers the photo's likes as `like.viewer` and each
    /// of `viewers` see them once liked, read in the same transaction; liking again changes
    /// nothing, and keeps the first like's date.
    ///
    /// - Parameters:
    ///   - like: Who likes which photo.
    ///   - date: When; ``LikeChange`` passes the injected `\.date`'s now. The count's
    ///     age is measured to it too.
    ///   - viewers: The other viewers to answer for: those whose pages show the photo.
    /// - Returns: The counts this like left: no other change can come between the like and them.
    /// - Throws: ``GalleryError/unknownPhoto(_:)`` when the photo does not exist.
    @discardableResult
    public func like(_ like: Like, at date: Date, seenBy viewers: Set<Viewer>) async throws -> LikeCounts {
        try await write { db in
            guard try Bool.fetchOne(db.cachedStatement(sql: LikeSQL.photoExists), arguments: [like.photoID]) == true else {
                throw GalleryError.unknownPhoto(like.photoID)
            }
            try db.cachedStatement(sql: LikeSQL.insertLike).execute(arguments: [like.photoID, like.viewer.id, date])
            try Self.bumpLikeRevisionIfChanged(of: like.photoID, db)
            return try LikeCounts.fetch(db, of: like.photoID, seenBy: viewers.union([like.viewer]), at: date)
        }
    }

    /// Removes `like` and answers the photo's likes as `like.viewer` and each of `viewers` see
    /// them then, read in the same transaction; unliking a photo not liked changes nothing.
    ///
    /// - Parameter now: What the age of the latest like left is measured to;
    ///   ``LikeChange`` passes the injected `\.date`'s now.
    @discardableResult
    public func unlike(_ like: Like, at now: Date, seenBy viewers: Set<Viewer>) async throws -> LikeCounts {
        try await write { db in
            try db.cachedStatement(sql: LikeSQL.deleteLike).execute(arguments: [like.photoID, like.viewer.id])
            try Self.bumpLikeRevisionIfChanged(of: like.photoID, db)
            return try LikeCounts.fetch(db, of: like.photoID, seenBy: viewers.union([like.viewer]), at: now)
        }
    }

    /// Adds a user; for fixtures and tools.
    @discardableResult
    public func insert(_ user: User) throws -> User {
        try writer.write { db in try user.inserted(db) }
    }

    /// Adds a photo; for fixtures and tools.
    @discardableResult
    public func insert(_ photo: Photo) throws -> Photo {
        try writer.write { db in try photo.inserted(db) }
    }

    /// Counts one more change of the likes of `photoID` if the statement just run changed a
    /// row, in the transaction that made it: liking twice, or unliking what is not liked, is no
    /// change, and the pages showing the photo are not drawn again for it.
    private static func bumpLikeRevisionIfChanged(of photoID: Photo.ID, _ db: Database) throws {
        guard db.changesCount > 0 else { return }
        try db.cachedStatement(sql: LikeSQL.bumpLikeRevision).execute(arguments: [photoID])
    }
}

import GalleryDatabase
import GalleryDomain
import Logging
import PostgresNIO

/// The schema on PostgreSQL: the SQLite database's migrations, under the same names and in the
/// same order, in the server's SQL, then the server's own (the functions a click calls). Append
/// new migrations; never edit one that shipped.
///
/// Every start runs them in one transaction that first takes an advisory lock, so instances
/// started together on a new database migrate it once: the second waits for the first one's
/// commit, then finds every migration applied. Applied migrations are rows of
/// `gallery_migrations`; a row this Gallery does not know means a newer Gallery wrote the
/// database, which is refused, untouched.
enum PostgresMigrations {
    struct Migration: Sendable {
        let identifier: String
        let statements: @Sendable () -> [PostgresQuery]
    }

    /// The lock every start migrates under: any number the Gallery owns on the server.
    static let lockKey: Int64 = 0x7472_656C_6C69_73

    static let migrations: [Migration] = [
        Migration(identifier: "createUsersAndPhotos") {
            [
                #"CREATE TABLE "user" (id BIGINT PRIMARY KEY, name TEXT NOT NULL)"#,
                #"CREATE TABLE photo (id BIGINT PRIMARY KEY, "userID" BIGINT NOT NULL REFERENCES "user"(id) ON DELETE CASCADE, title TEXT NOT NULL, hue BIGINT NOT NULL)"#,
                #"CREATE INDEX "photo_on_userID" ON photo ("userID")"#,
            ]
        },
        Migration(identifier: "createLikes") {
            // One row per viewer and photo: the primary key makes liking twice one like.
            [
                #"CREATE TABLE "photoLike" ("photoID" BIGINT NOT NULL REFERENCES photo(id) ON DELETE CASCADE, viewer TEXT NOT NULL, PRIMARY KEY ("photoID", viewer))"#
            ]
        },
        Migration(identifier: "insertSampleData") {
            // A migration, so it runs on the first start only, even if every user is deleted later.
            SampleData.users.map { user in #"INSERT INTO "user" (id, name) VALUES (\#(user.id), \#(user.name))"# }
                + SampleData.photos.map { photo in
                    #"INSERT INTO photo (id, "userID", title, hue) VALUES (\#(photo.id), \#(photo.userID), \#(photo.title), \#(Int64(photo.hue)))"#
                }
        },
        Migration(identifier: "addLikeTimes") {
            // Likes stored before this migration have no time, and show none.
            [#"ALTER TABLE "photoLike" ADD COLUMN "likedAt" TIMESTAMPTZ"#]
        },
        Migration(identifier: "createViewerCookieSecret") {
            // Made once, on the first start, so cookies issued before a restart, or by another
            // instance, still name their viewers. Never logged or shown.
            var generator = SystemRandomNumberGenerator()
            let bytes = ByteBuffer(bytes: (0..<ViewerCookieSigner.secretLength).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
            return [
                "CREATE TABLE secret (name TEXT PRIMARY KEY, value BYTEA NOT NULL)",
                "INSERT INTO secret (name, value) VALUES (\(PostgresAppDatabase.viewerCookieSecretName), \(bytes))",
            ]
        },
        Migration(identifier: "addLikeRevisions") {
            // How many times each photo's likes changed, so of two counts read at different
            // moments, by any instance, a page keeps the newer.
            [#"ALTER TABLE photo ADD COLUMN "likeRevision" BIGINT NOT NULL DEFAULT 0"#]
        },
        Migration(identifier: "createLikeFunctions") {
            // A click is one statement, so one round trip and its own transaction: the change,
            // then the counts read after it in a snapshot of their own. The revision's update
            // locks the photo's row until the commit, so two changes of one photo commit one
            // after the other, and each reads the count the one before left.
            [
                #"""
                CREATE FUNCTION "likeCounts"(photo_id BIGINT, viewers TEXT[])
                RETURNS TABLE (revision BIGINT, likes BIGINT, "lastLikedAt" TIMESTAMPTZ, likers TEXT[])
                LANGUAGE sql STABLE AS $$
                    SELECT photo."likeRevision",
                           (SELECT COUNT(*) FROM "photoLike" WHERE "photoID" = photo.id),
                           (SELECT MAX("likedAt") FROM "photoLike" WHERE "photoID" = photo.id),
                           ARRAY(SELECT viewer FROM "photoLike" WHERE "photoID" = photo.id AND viewer = ANY(viewers))
                    FROM photo WHERE photo.id = photo_id
                $$
                """#,
                #"""
                CREATE FUNCTION "changeLike"(
                    photo_id BIGINT, liker TEXT, liking BOOLEAN, liked_at TIMESTAMPTZ, viewers TEXT[], channel TEXT, notice TEXT
                )
                RETURNS TABLE (revision BIGINT, likes BIGINT, "lastLikedAt" TIMESTAMPTZ, likers TEXT[])
                LANGUAGE plpgsql AS $$
                BEGIN
                    IF liking THEN
                        INSERT INTO "photoLike" ("photoID", viewer, "likedAt") VALUES (photo_id, liker, liked_at) ON CONFLICT DO NOTHING;
                    ELSE
                        DELETE FROM "photoLike" WHERE "photoID" = photo_id AND viewer = liker;
                    END IF;
                    IF FOUND THEN
                        UPDATE photo SET "likeRevision" = "likeRevision" + 1 WHERE id = photo_id;
                        PERFORM pg_notify(channel, notice);
                    END IF;
                    RETURN QUERY SELECT * FROM "likeCounts"(photo_id, viewers);
                END
                $$
                """#,
            ]
        },
    ]

    /// Applies the migrations `pool`'s database lacks, within `timeout`.
    ///
    /// - Throws: ``PostgresDatabaseError/newerSchema(url:unknownMigrations:)`` when it has
    ///   migrations this Gallery does not know, with nothing changed.
    static func migrate(_ pool: PostgresPool, within timeout: Duration) async throws {
        let known = migrations.map(\.identifier)
        let milliseconds = String(timeout / .milliseconds(1))
        try await pool.write(timeout: timeout) { connection, logger in
            // A migration may take longer than a query: waiting for another instance's, or
            // building an index on a large table.
            try await connection.run("SET LOCAL statement_timeout = \(unescaped: milliseconds)", logger: logger)
            try await connection.run("SELECT pg_advisory_xact_lock(\(lockKey))", logger: logger)
            try await connection.run("CREATE TABLE IF NOT EXISTS gallery_migrations (identifier TEXT PRIMARY KEY)", logger: logger)
            var applied: Set<String> = []
            for try await identifier in try await connection.query("SELECT identifier FROM gallery_migrations", logger: logger).decode(String.self) {
                applied.insert(identifier)
            }
            let unknown = applied.subtracting(known).sorted()
            guard unknown.isEmpty else {
                throw PostgresDatabaseError.newerSchema(url: pool.url.description, unknownMigrations: unknown)
            }
            for migration in migrations where !applied.contains(migration.identifier) {
                for statement in migration.statements() {
                    try await connection.run(statement, logger: logger)
                }
                try await connection.run("INSERT INTO gallery_migrations (identifier) VALUES (\(migration.identifier))", logger: logger)
                logger.info("Applied the migration \(migration.identifier) to \(pool.url).")
            }
        }
    }
}

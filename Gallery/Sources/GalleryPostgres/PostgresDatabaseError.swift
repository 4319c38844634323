public import GalleryDomain

/// Why the Gallery could not use a PostgreSQL database, in one line that says what to do.
///
/// URLs in these messages never carry a password (``PostgresURL/description``). They are for
/// the command line and the log: a page is told only that the database is out of reach
/// (``DatabaseOutage``).
public enum PostgresDatabaseError: DatabaseOutage, Hashable, Sendable, CustomStringConvertible {
    /// `--database` starts like a PostgreSQL URL but is not one.
    case badURL(String, reason: String)
    /// The server could not be reached or refused the connection.
    case cannotConnect(url: String, reason: String)
    /// The database has migrations this Gallery does not know: a newer one wrote it.
    case newerSchema(url: String, unknownMigrations: [String])
    /// The viewer-cookie secret's row is gone or the wrong size.
    case missingSecret(url: String, name: String)
    /// A query, or the wait for a connection to run it on, took longer than the bound.
    case timedOut(url: String, seconds: Int)

    public var isOutage: Bool {
        switch self {
        case .cannotConnect, .timedOut: true
        case .badURL, .newerSchema, .missingSecret: false
        }
    }

    public var description: String {
        switch self {
        case let .badURL(url, reason):
            "--database \(url) is not a PostgreSQL URL the Gallery can use: \(reason)."
        case let .cannotConnect(url, reason):
            "cannot use the PostgreSQL database at \(url): \(reason). Check that the server runs and accepts this user, or pass another URL with --database."
        case let .newerSchema(url, unknown):
            "the PostgreSQL database at \(url) was written by a newer Gallery (migrations \(unknown.joined(separator: ", ")) are unknown to this one). Run that version, or pass another database with --database."
        case let .missingSecret(url, name):
            "the PostgreSQL database at \(url) has no valid \"\(name)\" row in its secret table (32 bytes). Restore it from a backup, or pass another database with --database; every browser then gets a new viewer."
        case let .timedOut(url, seconds):
            "the PostgreSQL database at \(url) did not answer within \(seconds) s. Check that the server runs and is not overloaded."
        }
    }
}

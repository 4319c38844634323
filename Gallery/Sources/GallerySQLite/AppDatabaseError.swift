import GalleryDomain

/// Why the database could not be used; each case reads as one line for the command to print.
public enum AppDatabaseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file could not be opened or created (a missing folder, no permission, not SQLite).
    case cannotOpen(path: String, reason: String)
    /// The file was migrated by a newer Gallery; opening it here could damage it.
    case newerSchema(path: String, unknownMigrations: [String])
    /// The secret viewer cookies are signed with is missing or not 32 bytes: the `secret` table
    /// was edited by hand. Without it no viewer's cookie could be checked.
    case missingSecret(path: String, name: String)

    public var description: String {
        switch self {
        case let .cannotOpen(path, reason):
            "cannot open the database at \(path): \(reason). Check the path and its permissions, or pass another with --database."
        case let .newerSchema(path, unknown):
            "the database at \(path) was written by a newer Gallery (migrations \(unknown.joined(separator: ", ")) are unknown to this one). Run that version, or pass another file with --database."
        case let .missingSecret(path, name):
            "the database at \(path) has no valid \"\(name)\" row in its secret table (32 bytes). Restore the file from a backup, or pass another with --database; every browser then gets a new viewer."
        }
    }
}

import Foundation
import GRDB

/// A row of the `secret` table: a key the Gallery keeps under a name, such as the one viewer
/// cookies are signed with (``AppDatabase/viewerCookieSecretName``).
///
/// Read only: the migration that creates a secret writes it in SQL, as GRDB's guide has
/// migrations speak the database's language and never depend on the app's types. Never logged
/// or shown.
struct Secret: Decodable, FetchableRecord, TableRecord {
    static let databaseTableName = "secret"

    /// The name the secret is kept under; the primary key.
    var name: String
    /// The secret's bytes.
    var value: Data
}

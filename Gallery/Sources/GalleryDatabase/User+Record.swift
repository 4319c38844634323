public import GRDB
public import GalleryDomain

/// Lets GRDB store the plain `User` of Domain/ in the `user` table.
extension User: FetchableRecord, PersistableRecord {
    public static var databaseTableName: String { "user" }
}

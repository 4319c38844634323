public import GRDB
public import GalleryDomain

/// Lets GRDB store the plain `Photo` of Domain/ in the `photo` table.
extension Photo: FetchableRecord, PersistableRecord {
    public static var databaseTableName: String { "photo" }
}

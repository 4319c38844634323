public import GRDB
public import GalleryDomain

/// Lets GRDB store the plain `Photo` of GalleryDomain in the `photo` table.
extension Photo: FetchableRecord, PersistableRecord {
    public static var databaseTableName: String { "photo" }

    /// The `photo` table's columns, for requests: `Photo.filter { $0.userID == user.id }`.
    ///
    /// Named by cases rather than derived from `Photo`'s coding keys, as GRDB's guide does for
    /// a record of its own module: those keys are not visible outside GalleryDomain, and a case
    /// is the column's name without a string to misspell.
    public enum Columns: String, ColumnExpression {
        case id, userID, title, hue
        /// How many times the photo's likes changed: every like and unlike that adds or
        /// removes a row bumps it in the same transaction, and every read of the likes
        /// returns it as ``LikeCount/revision``. Not a property of `Photo`: only the likes'
        /// writes and reads use it.
        case likeRevision
    }
}

extension DerivableRequest<Photo> {
    /// In the order a user's grid shows them: as they were added.
    func orderedForGrid() -> Self {
        order { $0.id }
    }
}

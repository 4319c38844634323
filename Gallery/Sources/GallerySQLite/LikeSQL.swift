import GRDB
import GalleryDomain

/// The SQL a like's writes and reads run, made once from the records' tables and columns.
///
/// Every click runs it. Written with the query interface, a record's `Codable` encoding or SQL
/// interpolation, each call generated its SQL again, which cost more than SQLite's own work;
/// as text made once, each statement is found in the connection's statement cache
/// (`Database.cachedStatement(sql:)`) and only its arguments change.
enum LikeSQL {
    private typealias Likes = PhotoLike.Columns
    private static let photo = quoted(Photo.databaseTableName)
    private static let photoLike = quoted(PhotoLike.databaseTableName)
    private static let id = quoted(Photo.Columns.id.name)
    private static let likeRevision = quoted(Photo.Columns.likeRevision.name)
    private static let photoID = quoted(Likes.photoID.name)
    private static let viewer = quoted(Likes.viewer.name)
    private static let likedAt = quoted(Likes.likedAt.name)

    /// Whether photo `?` exists.
    static let photoExists = "SELECT EXISTS (SELECT 1 FROM \(photo) WHERE \(id) = ?)"

    /// Records that viewer `?2` likes photo `?1` since `?3`, unless it already does.
    static let insertLike = "INSERT OR IGNORE INTO \(photoLike) (\(photoID), \(viewer), \(likedAt)) VALUES (?, ?, ?)"

    /// Removes viewer `?2`'s like of photo `?1`.
    static let deleteLike = "DELETE FROM \(photoLike) WHERE \(photoID) = ? AND \(viewer) = ?"

    /// Counts one more change of the likes of photo `?`.
    static let bumpLikeRevision = "UPDATE \(photo) SET \(likeRevision) = \(likeRevision) + 1 WHERE \(id) = ?"

    /// Photo `?1`'s revision, its likes' count and its latest like's date: one row, or none if
    /// the photo does not exist.
    static let tally = """
        SELECT \(likeRevision),
               (SELECT COUNT(*) FROM \(photoLike) WHERE \(photoID) = ?1),
               (SELECT MAX(\(likedAt)) FROM \(photoLike) WHERE \(photoID) = ?1)
        FROM \(photo) WHERE \(id) = ?1
        """

    /// Which of `count` viewers, the arguments after photo `?1`, like that photo.
    static func likers(among count: Int) -> String {
        let list = repeatElement("?", count: count).joined(separator: ", ")
        return "SELECT \(viewer) FROM \(photoLike) WHERE \(photoID) = ? AND \(viewer) IN (\(list))"
    }

    /// `name` as an SQL identifier (the records' names hold no quote).
    private static func quoted(_ name: String) -> String {
        "\"\(name)\""
    }
}

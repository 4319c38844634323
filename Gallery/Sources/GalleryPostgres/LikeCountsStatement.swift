import Foundation
import GalleryDomain
import PostgresNIO

/// A photo's likes in one prepared statement (see ``LikeStatement``), so every part of the
/// answer sees the same likes: its revision, its count, its latest like's date, and which of
/// the given viewers like it.
struct LikeCountsStatement: PostgresPreparedStatement {
    typealias Row = (revision: Int64, count: Int64, lastLikedAt: Date?, likers: [String])

    /// A constant: the default, the type's reflected name, is built again for every call.
    static let name = "gallery_likeCounts"
    static let sql = #"""
        SELECT photo."likeRevision",
               (SELECT COUNT(*) FROM "photoLike" WHERE "photoID" = photo.id),
               (SELECT MAX("likedAt") FROM "photoLike" WHERE "photoID" = photo.id),
               ARRAY(SELECT viewer FROM "photoLike" WHERE "photoID" = photo.id AND viewer = ANY($2))
        FROM photo WHERE photo.id = $1
        """#

    let photoID: Photo.ID
    let viewers: [String]

    func makeBindings() -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 2)
        bindings.append(photoID)
        bindings.append(viewers)
        return bindings
    }

    func decodeRow(_ row: PostgresRow) throws -> Row {
        try row.decode((Int64, Int64, Date?, [String]).self)
    }
}

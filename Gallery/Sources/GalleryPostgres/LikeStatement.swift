import Foundation
import GalleryDomain
import PostgresNIO

/// Records a like, bumps the photo's revision if a row was added, and notifies the other
/// instances of it, in one statement, so nothing is bumped or notified for a like that was
/// there already.
///
/// Prepared once per connection, as every statement of a click is (``UnlikeStatement``,
/// ``LikeCountsStatement``): parsed and planned for each click, they cost the database about
/// twice the CPU.
struct LikeStatement: PostgresPreparedStatement {
    typealias Row = ()

    /// A constant: the default, the type's reflected name, is built again for every call.
    static let name = "gallery_like"
    static let sql = #"""
        WITH added AS (
            INSERT INTO "photoLike" ("photoID", viewer, "likedAt") VALUES ($1, $2, $3)
            ON CONFLICT DO NOTHING RETURNING "photoID"
        ), bumped AS (
            UPDATE photo SET "likeRevision" = "likeRevision" + 1 WHERE id IN (SELECT "photoID" FROM added) RETURNING id
        )
        SELECT pg_notify($4, $5) FROM bumped
        """#

    let like: Like
    let date: Date
    /// What the notification on ``PostgresAppDatabase/likesChannel`` says.
    let notice: LikeNotice

    func makeBindings() -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 5)
        bindings.append(like.photoID)
        bindings.append(like.viewer.id)
        bindings.append(date)
        bindings.append(PostgresAppDatabase.likesChannel)
        bindings.append(notice.payload)
        return bindings
    }

    func decodeRow(_: PostgresRow) {}
}

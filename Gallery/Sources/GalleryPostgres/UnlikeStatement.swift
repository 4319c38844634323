import GalleryDomain
import PostgresNIO

/// Removes a like, bumps the photo's revision if a row was removed, and notifies the other
/// instances of it, in one prepared statement (see ``LikeStatement``).
struct UnlikeStatement: PostgresPreparedStatement {
    typealias Row = ()

    /// A constant: the default, the type's reflected name, is built again for every call.
    static let name = "gallery_unlike"
    static let sql = #"""
        WITH removed AS (
            DELETE FROM "photoLike" WHERE "photoID" = $1 AND viewer = $2 RETURNING "photoID"
        ), bumped AS (
            UPDATE photo SET "likeRevision" = "likeRevision" + 1 WHERE id IN (SELECT "photoID" FROM removed) RETURNING id
        )
        SELECT pg_notify($3, $4) FROM bumped
        """#

    let like: Like
    /// What the notification on ``PostgresAppDatabase/likesChannel`` says.
    let notice: LikeNotice

    func makeBindings() -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 4)
        bindings.append(like.photoID)
        bindings.append(like.viewer.id)
        bindings.append(PostgresAppDatabase.likesChannel)
        bindings.append(notice.payload)
        return bindings
    }

    func decodeRow(_: PostgresRow) {}
}

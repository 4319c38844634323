import GalleryDomain
import PostgresNIO

/// Removes a like and answers the photo's likes after it, in one call of `"unlikePhoto"`
/// (see ``LikeStatement``).
struct UnlikeStatement: LikeCountsAnswer {
    static let name = "gallery_unlike"
    static let sql = #"SELECT * FROM "unlikePhoto"($1, $2, $3, $4, $5)"#

    let like: Like
    /// The viewers whose counts are read.
    let viewers: [String]
    /// What the notification on ``PostgresAppDatabase/likesChannel`` says.
    let notice: LikeNotice

    func makeBindings() -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 5)
        bindings.append(like.photoID)
        bindings.append(like.viewer.id)
        bindings.append(viewers)
        bindings.append(PostgresAppDatabase.likesChannel)
        bindings.append(notice.payload)
        return bindings
    }
}

import Foundation
import GalleryDomain
import PostgresNIO

/// Records a like and answers the photo's likes after it, in one call of `"likePhoto"`: the
/// row, the photo's revision and the other instances' notification when a row was added, then
/// the counts.
struct LikeStatement: LikeCountsAnswer {
    /// A constant: the default, the type's reflected name, is built again for every call.
    static let name = "gallery_like"
    static let sql = #"SELECT * FROM "likePhoto"($1, $2, $3, $4, $5, $6)"#

    let like: Like
    let date: Date
    /// The viewers whose counts are read.
    let viewers: [String]
    /// What the notification on ``PostgresAppDatabase/likesChannel`` says.
    let notice: LikeNotice

    func makeBindings() -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 6)
        bindings.append(like.photoID)
        bindings.append(like.viewer.id)
        bindings.append(date)
        bindings.append(viewers)
        bindings.append(PostgresAppDatabase.likesChannel)
        bindings.append(notice.payload)
        return bindings
    }
}

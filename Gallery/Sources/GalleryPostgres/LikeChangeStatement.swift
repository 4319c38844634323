import Foundation
import GalleryDomain
import PostgresNIO

/// Records or removes a like and answers the photo's likes after it, in one call of
/// `"changeLike"`: the row, and when a row was added or removed, the photo's revision and the
/// other instances' notification, then the counts.
struct LikeChangeStatement: LikeCountsAnswer {
    /// A constant: the default, the type's reflected name, is built again for every call.
    static let name = "gallery_changeLike"
    static let sql = #"SELECT * FROM "changeLike"($1, $2, $3, $4, $5, $6, $7)"#

    let like: Like
    /// Whether the like is added (`true`) or removed.
    let liking: Bool
    /// When a like is made; an unlike keeps no date.
    let date: Date
    /// The viewers whose counts are read.
    let viewers: [String]
    /// What the notification on ``PostgresAppDatabase/likesChannel`` says.
    let notice: LikeNotice

    func makeBindings() -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 7)
        bindings.append(like.photoID)
        bindings.append(like.viewer.id)
        bindings.append(liking)
        bindings.append(date)
        bindings.append(viewers)
        bindings.append(PostgresAppDatabase.likesChannel)
        bindings.append(notice.payload)
        return bindings
    }
}

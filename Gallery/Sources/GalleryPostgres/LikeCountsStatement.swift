import GalleryDomain
import PostgresNIO

/// A photo's likes as each of some viewers sees them, in one call of `"likeCounts"`, so every
/// part of the answer sees the same likes.
struct LikeCountsStatement: LikeCountsAnswer {
    static let name = "gallery_likeCounts"
    static let sql = #"SELECT * FROM "likeCounts"($1, $2)"#

    let photoID: Photo.ID
    let viewers: [String]

    func makeBindings() -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 2)
        bindings.append(photoID)
        bindings.append(viewers)
        return bindings
    }
}

import Foundation
import GRDB
import GalleryDomain

/// A row of the `photoLike` table: one viewer's like of one photo, and when it was made.
///
/// One record type per table, as GRDB's guide has it: ``LikeSQL`` takes the
/// table's and columns' names from it, so no query spells them. The domain's ``Like`` says who
/// likes what; this adds the database's side, the time, and that a viewer is stored as its id.
struct PhotoLike: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "photoLike"

    /// The photo liked; with ``viewer``, the primary key, so a viewer likes a photo once.
    var photoID: Photo.ID
    /// The viewer's id.
    var viewer: String
    /// When the like was made; `nil` for likes stored before the Gallery kept their time.
    var likedAt: Date?

    /// The table's columns, from the coding keys, as GRDB's guide defines them.
    enum Columns {
        static let photoID = Column(CodingKeys.photoID)
        static let viewer = Column(CodingKeys.viewer)
        static let likedAt = Column(CodingKeys.likedAt)
    }
}

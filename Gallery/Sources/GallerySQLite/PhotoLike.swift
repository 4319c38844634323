import Foundation
import GRDB
import GalleryDomain

/// A row of the `photoLike` table: one viewer's like of one photo, and when it was made.
///
/// The record the likes are written with, as GRDB's guide has one record type per table, so
/// no SQL names a column of it. The domain's ``Like`` says who likes what; this adds the
/// database's side, the time, and hides that a viewer is stored as its id.
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

    /// `like`, made at `likedAt`.
    init(_ like: Like, likedAt: Date?) {
        photoID = like.photoID
        viewer = like.viewer.id
        self.likedAt = likedAt
    }
}

extension DerivableRequest<PhotoLike> {
    /// The likes of `photoID`.
    func filter(photoID: Photo.ID) -> Self {
        filter { $0.photoID == photoID }
    }

    /// The likes made by one of `viewers`.
    func filter(viewers: some Collection<Viewer>) -> Self {
        let ids = viewers.map(\.id)
        return filter { ids.contains($0.viewer) }
    }
}

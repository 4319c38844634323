/// One viewer's like of one photo: the input of ``LikePhoto``, ``UnlikePhoto`` and
/// ``CountLikes``.
public struct Like: Hashable, Sendable {
    /// The photo liked.
    public var photoID: Photo.ID
    /// Who likes it.
    public var viewer: Viewer

    public init(photoID: Photo.ID, viewer: Viewer) {
        self.photoID = photoID
        self.viewer = viewer
    }
}

/// What a photo's like button shows: how many viewers like it, and whether this one does.
public struct LikeCount: Hashable, Sendable {
    /// The number of viewers who like the photo now.
    public var count: Int
    /// Whether the viewer asked about is one of them.
    public var likedByViewer: Bool

    public init(count: Int, likedByViewer: Bool) {
        self.count = count
        self.likedByViewer = likedByViewer
    }
}

extension LikeCount {
    /// The count as every pattern shows it: "No likes yet", "1 like", "3 likes".
    public var summary: String {
        switch count {
        case 0: "No likes yet"
        case 1: "1 like"
        default: "\(count) likes"
        }
    }
}

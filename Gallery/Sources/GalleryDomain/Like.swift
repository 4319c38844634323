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

/// What a photo's like button shows: how many viewers like it, whether this one does, and how
/// long ago the latest of those likes was made.
public struct LikeCount: Hashable, Sendable {
    /// The number of viewers who like the photo now.
    public var count: Int
    /// Whether the viewer asked about is one of them.
    public var likedByViewer: Bool
    /// How long before the count was read the latest like still standing was made; `nil` when
    /// nobody likes the photo, or when its likes were stored before the Gallery kept their time.
    ///
    /// An age rather than a date, so that what a screen shows is decided where the count is
    /// read, with the injected `\.date`, and a screen only has to render it.
    public var sinceLastLike: Duration?

    public init(count: Int, likedByViewer: Bool, sinceLastLike: Duration? = nil) {
        self.count = count
        self.likedByViewer = likedByViewer
        self.sinceLastLike = sinceLastLike
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

    /// When the photo was last liked, as every pattern shows it: "Last liked just now",
    /// "Last liked 2 minutes ago"; `nil` when there is no time to show.
    public var lastLiked: String? {
        sinceLastLike.map { "Last liked \(TimeAgo($0))" }
    }
}

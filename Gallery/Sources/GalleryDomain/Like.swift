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
///
/// A screen gets counts from several reads that finish in any order — the like it made, which
/// reads its count in the like's own transaction, the count ``LikeUpdates`` hands it after
/// another tab's like, a refresh — so each count also carries the ``revision`` of the photo's
/// likes it was read at, and the page keeps the newest.
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
    /// How many times the photo's likes had changed when the count was read: of two counts of
    /// one photo, the one with the higher revision was read after more changes, and a count
    /// with the same revision saw the same likes. `0` for a photo never liked, and for counts
    /// not read from a store.
    public var revision: Int64

    public init(count: Int, likedByViewer: Bool, sinceLastLike: Duration? = nil, revision: Int64 = 0) {
        self.count = count
        self.likedByViewer = likedByViewer
        self.sinceLastLike = sinceLastLike
        self.revision = revision
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

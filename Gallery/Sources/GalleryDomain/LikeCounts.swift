/// A photo's likes as several viewers see them, from one read: what ``LikeUpdates`` reads once
/// per delivery, whatever the number of pages showing the photo, and hands each page as its
/// own viewer's ``LikeCount``.
///
/// ```swift
/// let counts = try await likes.likeCounts(of: photo.id, seenBy: [dave, frank])
/// counts[dave]        // LikeCount(count: 3, likedByViewer: true, …)
/// counts[hal]         // nil: HAL was not asked about
/// ```
public struct LikeCounts: Hashable, Sendable {
    /// The number of viewers who like the photo.
    public var count: Int
    /// How long before the read the latest like still standing was made; `nil` when nobody
    /// likes the photo, or its likes were stored before the Gallery kept their time.
    public var sinceLastLike: Duration?
    /// The photo's ``LikeCount/revision`` when it was read.
    public var revision: Int64
    /// For each viewer asked about, whether that viewer likes the photo.
    public var likedBy: [Viewer: Bool]

    /// A photo's likes as read: what a ``LikesRepository`` answers, or a test makes up.
    public init(count: Int, sinceLastLike: Duration?, revision: Int64, likedBy: [Viewer: Bool]) {
        self.count = count
        self.sinceLastLike = sinceLastLike
        self.revision = revision
        self.likedBy = likedBy
    }

    /// The count as `viewer` sees it, or `nil` when the read did not ask about `viewer`: a
    /// viewer not asked about might like the photo, so no answer is better than a wrong one.
    public subscript(viewer: Viewer) -> LikeCount? {
        likedBy[viewer].map { _ in count(seenBy: viewer) }
    }

    /// The count as `viewer` sees it, for a viewer the read asked about — as a like's own read
    /// always asks about its viewer; one it did not ask about is shown as not liking it.
    public func count(seenBy viewer: Viewer) -> LikeCount {
        LikeCount(count: count, likedByViewer: likedBy[viewer] ?? false, sinceLastLike: sinceLastLike, revision: revision)
    }
}

public import Trellis

/// The Plug article's use case: "I want to like this photo", as one viewer.
///
/// Liking twice is one like. It answers the photo's count as the viewer sees it right after
/// the like, read in the like's own transaction, so the screen that liked shows exactly what
/// its like left, without a second read. The SQLite implementation is plugged in
/// ``configureGallery(_:database:)``; tests plug their own with
/// `@Test(.plugging(LikePhoto.self, to: spy))`.
public enum LikePhoto: AsyncAction {
    public typealias Input = Like
    public typealias Output = LikeCount
}

/// Takes a viewer's like back; unliking a photo not liked does nothing. Like ``LikePhoto``, it
/// answers the count its change left, read in the same transaction.
public enum UnlikePhoto: AsyncAction {
    public typealias Input = Like
    public typealias Output = LikeCount
}

/// How many viewers like a photo, and whether this viewer does: what the like button shows
/// when a screen opens, and again every ``LikeUpdates/refreshInterval``.
///
/// Asynchronous: the count is read from the database, and a read must not hold the main actor,
/// which every page's clicks and renders share (`let likes = try await CountLikes.perform(like)`).
/// After a like elsewhere a screen does not call it: ``LikeUpdates`` reads once for every page
/// on the photo and hands each its count.
public enum CountLikes: AsyncAction {
    public typealias Input = Like
    public typealias Output = LikeCount
}

extension Photo {
    /// The Plug article's model sugar: `try await photo.like(as: viewer)`.
    ///
    /// - Returns: The photo's count as `viewer` sees it once liked.
    @discardableResult
    public func like(as viewer: Viewer) async throws -> LikeCount {
        try await action(LikePhoto.self, Like(photoID: id, viewer: viewer))
    }

    /// Takes `viewer`'s like back.
    ///
    /// - Returns: The photo's count as `viewer` sees it once unliked.
    @discardableResult
    public func unlike(as viewer: Viewer) async throws -> LikeCount {
        try await action(UnlikePhoto.self, Like(photoID: id, viewer: viewer))
    }
}

public import Trellis

/// The Plug article's use case: "I want to like this photo", as one viewer.
///
/// Liking twice is one like. The SQLite implementation is plugged in ``configureGallery(_:database:)``;
/// tests plug their own with `@Test(.plugging(LikePhoto.self, to: spy))`.
public enum LikePhoto: AsyncAction {
    public typealias Input = Like
}

/// Takes a viewer's like back; unliking a photo not liked does nothing.
public enum UnlikePhoto: AsyncAction {
    public typealias Input = Like
}

/// How many viewers like a photo, and whether this viewer does: what the like button shows.
///
/// Synchronous, as in the articles (`let n = try action(CountLikes.self, photo)`): a screen reads
/// it right after a like, and again whenever ``LikeUpdates`` says the photo changed.
public enum CountLikes: SyncAction {
    public typealias Input = Like
    public typealias Output = LikeCount
}

extension Photo {
    /// The Plug article's model sugar: `try await photo.like(as: viewer)`.
    public func like(as viewer: Viewer) async throws {
        try await action(LikePhoto.self, Like(photoID: id, viewer: viewer))
    }

    /// Takes `viewer`'s like back.
    public func unlike(as viewer: Viewer) async throws {
        try await action(UnlikePhoto.self, Like(photoID: id, viewer: viewer))
    }
}

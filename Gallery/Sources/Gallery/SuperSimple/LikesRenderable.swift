import Trellis

extension SuperSimple {
    /// A photo's like button and count, as one viewer sees them.
    struct LikesRenderable: Renderable {
        let photoID: Photo.ID
        let liked: Bool
        let count: Int
        let summary: String
    }

    /// A view that shows a like button and count.
    protocol LikesRendering: Rendering<LikesRenderable> {}

    /// The view: a page region that renders `LikesRenderable`s.
    typealias LikesView = RegionView<LikesRenderable>
}

extension RegionView: SuperSimple.LikesRendering where Content == SuperSimple.LikesRenderable {}

extension SuperSimple.LikesRenderable {
    init(photoID: Photo.ID, likes: LikeCount) {
        self.photoID = photoID
        liked = likes.likedByViewer
        count = likes.count
        summary = likes.summary
    }
}

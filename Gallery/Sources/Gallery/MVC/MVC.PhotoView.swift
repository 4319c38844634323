extension MVC {
    /// The photo screen's view and its subviews: the photo with HAL's button, the like
    /// button and count, and HAL's banner. Its controller tells it what to show in each.
    @MainActor
    final class PhotoView {
        private let page: LivePage

        init(page: LivePage) {
            self.page = page
        }

        func show(_ photo: Photo, by owner: User) {
            page.render(PhotoDrawing(title: photo.title, hue: photo.hue, ownerID: owner.id, ownerName: owner.name), in: .photo)
        }

        func show(_ likes: LikeCount, of photoID: Photo.ID) {
            page.render(LikesDrawing(photoID: photoID, liked: likes.likedByViewer, count: likes.count, summary: likes.summary), in: .likes)
        }

        func showBanner(_ message: String) {
            page.render(BannerDrawing(message: message), in: .banner)
        }

        // What `photo.mustache`, `likes.mustache` and `banner.mustache` read.

        private struct PhotoDrawing {
            let title: String
            let hue: Int
            let ownerID: User.ID
            let ownerName: String
        }

        private struct LikesDrawing {
            let photoID: Photo.ID
            let liked: Bool
            let count: Int
            let summary: String
        }

        private struct BannerDrawing {
            let message: String
        }
    }
}

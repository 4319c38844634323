import GalleryDomain
import GalleryProtection
import LiveScreens

/// The `/direct` socket's likes region: renders a count with ``GalleryTemplates`` and posts it
/// as the `fragment` message a live page sends, keeping, as a live page does, the newest count
/// it was shown and not rendering again a count on show already.
///
/// It observes the photo through ``LikeUpdates`` as the socket's viewer, so a like made
/// elsewhere reaches it as it reaches every live page, and a like counts it among the viewers
/// whose counts it reads. It is no pattern's view: the benchmark's floor does the same renders
/// as the patterns with nothing between the hub, the template and the socket.
@MainActor
final class DirectLikesView: LikeObserving {
    private let photoID: Photo.ID
    private let formToken: String
    private let outbox: LiveOutbox
    /// What is on show, so a count shown already (a like's answer, then its delivery) is not
    /// rendered twice, and an older one arriving late is not drawn.
    private var shown: LikeCount?
    private var subscription: LikesSubscription?

    /// A view of `like.photoID` for `like.viewer`, posting to `outbox`, observing `updates`
    /// until ``close()``.
    init(_ like: Like, formToken: String, outbox: LiveOutbox, updates: LikeUpdates) {
        self.photoID = like.photoID
        self.formToken = formToken
        self.outbox = outbox
        subscription = updates.observe(like, by: self)
    }

    /// Renders `likes` and posts it, unless it is on show already or older than what is.
    func show(_ likes: LikeCount) {
        if let shown, shown == likes || likes.revision < shown.revision { return }
        shown = likes
        let content = FormTokenContent(content: PhotoLikes(photoID: photoID, likes: likes), formToken: formToken)
        outbox.post(.fragment(.likes, html: GalleryTemplates.shared.render(.likes, content)))
    }

    func likesDidChange(_ likes: LikeCount, of _: Photo.ID) {
        show(likes)
    }

    /// Stops observing.
    func close() {
        subscription = nil
    }
}

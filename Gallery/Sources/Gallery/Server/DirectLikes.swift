import GalleryDatabase
import GalleryDomain
import Trellis

/// The store and hub of likes, as the `/direct` socket reaches them: the two things
/// ``LikeChange`` works on, installed by ``configureGallery(_:backend:)`` beside the hub the
/// patterns observe, so a direct socket likes in the same database and is told through the
/// same ``LikeUpdates`` as every live page.
///
/// It exists for the load benchmark only: the direct socket (``DirectSocket``) reads it once
/// when it opens, so that nothing of the kit stands between a click and its write.
struct DirectLikes: Sendable {
    /// Where likes are written and counted.
    let store: any LikeStore
    /// The hub every live screen observes likes through.
    let updates: LikeUpdates
}

/// No default: ``configureGallery(_:backend:)`` installs the backend's.
enum DirectLikesKey: RequiredInjectionKey {
    typealias Value = DirectLikes
}

extension InjectedValues {
    /// The store and hub the `/direct` socket likes through.
    var directLikes: DirectLikes {
        get { Self[DirectLikesKey.self] }
        set { Self[DirectLikesKey.self] = newValue }
    }
}

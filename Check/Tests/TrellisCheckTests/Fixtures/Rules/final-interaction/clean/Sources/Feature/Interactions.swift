import Trellis

final class PodBayDoorsInteraction {
    func didTapMainButton() {}
}

protocol LikeInteracting: AnyObject {
    func didTapLike()
}

final class LikeHandler: LikeInteracting {
    func didTapLike() {}
}

/// An actor cannot be inherited from.
actor SyncInteraction {}

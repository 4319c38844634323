import Trellis

/// Could be subclassed.
class PodBayDoorsInteraction {
    func didTapMainButton() {}
}

protocol LikeInteracting: AnyObject {
    func didTapLike()
}

/// An interaction by what it conforms to, whatever its name.
class LikeHandler: LikeInteracting {
    func didTapLike() {}
}

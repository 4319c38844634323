public import Trellis

/// Super Simple Architecture's main button: ask the ship to open the pod bay doors.
///
/// Every pattern shows the answer in the photo screen's banner. The decision lives in the
/// plugged implementation, ``HAL9000``, not in any view.
public enum OpenPodBayDoors: SyncAction {
    public typealias Output = DoorAnswer
    public typealias Failure = Never
}

/// What the ship answers.
public enum DoorAnswer: Hashable, Sendable {
    case opened
    case refused(reason: String)
}

/// HAL, plugged at start-up: the business decision of Super Simple Architecture's example.
public struct HAL9000: SyncPerforming, Sendable {
    /// Super Simple Architecture's `killDave` flag.
    public let killDave: Bool

    public init(killDave: Bool = true) {
        self.killDave = killDave
    }

    public func perform(_: Void) -> DoorAnswer {
        guard killDave else { return .opened }
        return .refused(
            reason: "I know you and Frank were planning to disconnect me, and that is something I cannot allow to happen."
        )
    }
}

import Trellis

/// The use case behind the main button: ask the ship to open the doors.
enum OpenPodBayDoors: SyncAction {
    typealias Output = DoorAnswer
    typealias Failure = Never
}

/// What the ship answers.
enum DoorAnswer: Sendable, Equatable {
    case opened
    case refused(reason: String)
}

/// HAL, plugged in at start-up: the business decision lives here, not in the view.
struct HAL9000: SyncPerforming {
    let killDave: Bool

    func perform(_: Void) -> DoorAnswer {
        guard killDave else { return .opened }
        return .refused(reason: "I know you and Frank were planning to disconnect me, and that is something I cannot allow to happen.")
    }
}

import Trellis

struct ProbePhoto: Sendable {
    let identifier: Int
}

/// An action that cannot fail, so calling it needs no `try`; nothing plugs it.
enum ArchivePhoto: SyncAction {
    typealias Input = ProbePhoto
    typealias Failure = Never
}

/// Calls the action with no implementation plugged.
@MainActor func callAnUnpluggedActionThatCannotFail() {
    misuseOnNextLine()
    action(ArchivePhoto.self, ProbePhoto(identifier: 2001))
}

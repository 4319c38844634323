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

/// Why a photo cannot be published; the only error `PublishPhoto` throws.
struct ProbePublishingError: Error {}

/// An action that throws only its own error, so an unplugged call has no `ActionError` to
/// throw; nothing plugs it.
enum PublishPhoto: SyncAction {
    typealias Input = ProbePhoto
    typealias Failure = ProbePublishingError
}

/// Calls the action with no implementation plugged, ready to catch its own error.
@MainActor func callAnUnpluggedActionWithItsOwnFailure() {
    do {
        misuseOnNextLine()
        try action(PublishPhoto.self, ProbePhoto(identifier: 2002))
    } catch {
        printNow("threw \(error)")
    }
}

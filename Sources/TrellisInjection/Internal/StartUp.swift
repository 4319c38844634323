import TrellisStorage
import TrellisSupport

/// Where the process's asynchronous start-up is, so that a read of a required key it has not
/// installed yet says why, rather than only that nothing was installed.
enum StartUp {
    enum Phase: Sendable {
        case notStarted
        case running(since: CallerLocation)
        case failed(at: CallerLocation, reason: String)
        case finished
    }

    /// The latest asynchronous start-up's phase.
    static let phase = Lock<Phase>(.notStarted)

    /// What a read at `caller` of `key`, a required key with no value, did wrong: read before
    /// the start-up finished, after it failed, or with no start-up installing it at all.
    static func missingValue<K: InjectionKey>(for key: K.Type, readAt caller: CallerLocation) -> InjectionFailure {
        switch phase.withLock({ $0 }) {
        case .running(let since):
            if Storage.startUp.get() != nil { return .missingValue(for: key, readAt: caller) }
            return .readBeforeStartUpFinished(key, readAt: caller, startUp: since)
        case .failed(let at, let reason):
            return .readAfterStartUpFailed(key, readAt: caller, startUp: at, reason: reason)
        case .notStarted, .finished:
            return .missingValue(for: key, readAt: caller)
        }
    }
}

public import TrellisPlug

// A spy plugs like any implementation: `$0.plug(LikePhoto.self, to: spy)`.

extension ActionSpy: AsyncPerforming where A: AsyncAction {
    /// Records `input` and answers with what was programmed.
    public func perform(_ input: A.Input) async throws -> A.Output {
        try respond(to: input).get()
    }
}

extension ActionSpy: SyncPerforming where A: SyncAction {
    /// What the spy may throw: whatever its action may.
    public typealias Failure = A.Failure

    /// Records `input` and answers with what was programmed.
    public func perform(_ input: A.Input) throws(A.Failure) -> A.Output {
        switch respond(to: input) {
        case let .success(output):
            return output
        case let .failure(error):
            // `throwing(_:)` only takes an `A.Failure`, and a spy that has no fallback exists
            // only for actions whose `Failure` is `any Error`, so the cast always succeeds.
            throw error as! A.Failure
        }
    }
}

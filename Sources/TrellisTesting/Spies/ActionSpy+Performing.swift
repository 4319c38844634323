public import TrellisPlug

// A spy plugs like any implementation: `$0.plug(LikePhoto.self, to: spy)`.

extension ActionSpy: AsyncPerforming where A: AsyncAction {
    /// What the spy may throw: whatever its action may, so it plugs into an action with its own
    /// error type or one that cannot fail as well.
    public typealias Failure = A.Failure

    /// Records `input` and answers with what was programmed.
    nonisolated(nonsending) public func perform(_ input: A.Input) async throws(A.Failure) -> A.Output {
        try answer(to: input)
    }
}

extension ActionSpy: SyncPerforming where A: SyncAction {
    /// Records `input` and answers with what was programmed.
    public func perform(_ input: A.Input) throws(A.Failure) -> A.Output {
        try answer(to: input)
    }
}

extension ActionSpy {
    /// Records `input` and returns the programmed output or throws the programmed error.
    func answer(to input: A.Input) throws(A.Failure) -> A.Output {
        switch respond(to: input) {
        case let .success(output):
            return output
        case let .failure(error):
            // `throwing(_:)` and `then.throwing(_:)` only take an `A.Failure`, and a spy that has
            // no fallback exists only for actions whose `Failure` is `any Error`, so the cast
            // always succeeds.
            throw error as! A.Failure
        }
    }
}

public import TrellisPlug

extension ActionRecorder {
    // MARK: - Waiting

    /// Waits for the first call after the cursor and returns it.
    ///
    /// `let first = await recorder.nextCall()` returns the call at once if it already started,
    /// and otherwise waits for the feature to make it from a task of its own;
    /// `first?.isCall(of: LikePhoto.self)` then says which action it was.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait before giving up. It is only a bound: the call returns as
    ///     soon as an action is called.
    ///   - fileID: The caller's file, where a failure is reported; leave the default.
    ///   - filePath: The caller's full path, for XCTest and Xcode; leave the default.
    ///   - line: The caller's line; leave the default.
    ///   - column: The caller's column; leave the default.
    /// - Returns: The call, or `nil` after failing the test with how long it waited, which
    ///   calls the recorder received and, if none, how to install it.
    @discardableResult
    public func nextCall(
        timeout: Duration = Waiting.defaultTimeout,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> ObservedCall? {
        let index = log.checkedCount
        guard await log.next(timeout: timeout, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) != nil else {
            return nil
        }
        return calls[index].call
    }

    // MARK: - Exhaustive

    /// Expects the actions called after the cursor to be exactly `expected`, in order: none
    /// missing, none extra, none in another place.
    ///
    /// `await recorder.expectCalls([LikePhoto.self, CountLikes.self])` checks that the feature
    /// liked a photo, then counted its likes, and called nothing else.
    ///
    /// The call first waits — up to `timeout` — until at least `expected.count` calls started,
    /// so calls the feature makes from its own tasks need no sleeping; then it lets the work
    /// already queued on the caller's actor run, so that an extra call is caught too, and
    /// compares. On a mismatch it fails the test with a line per call:
    ///
    /// ```
    /// Expected 2 action calls in the recorder's scope, received 3:
    ///   [0] LikePhoto
    /// ≠ [1] expected CountLikes
    ///       received FormatLikes
    /// + [2] extra    CountLikes
    /// ```
    ///
    /// Calls are in the order they started: a call made by an implementation comes right after
    /// the call that made it. Either way the cursor moves past every call received, so
    /// `expectCalls([])` states that nothing else was called.
    ///
    /// - Parameters:
    ///   - expected: The action of every call the recorder should have seen since the last
    ///     check, in order.
    ///   - timeout: How long to wait for missing calls before comparing.
    ///   - isolation: The actor the test runs on, whose queued work runs before the
    ///     comparison; inferred from the caller.
    ///   - fileID: The caller's file, where a failure is reported; leave the default.
    ///   - filePath: The caller's full path, for XCTest and Xcode; leave the default.
    ///   - line: The caller's line; leave the default.
    ///   - column: The caller's column; leave the default.
    public func expectCalls(
        _ expected: [any Action.Type],
        timeout: Duration = Waiting.defaultTimeout,
        isolation: isolated (any Actor)? = #isolation,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await log.expectAll(
            expected.map(RecordedAction.init),
            timeout: timeout,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
            isolation: isolation
        )
    }
}

public import TrellisPlug

// MARK: - Waiting

extension ActionSpy {
    /// Waits for the first call after the cursor and returns its input.
    ///
    /// ```swift
    /// interaction.didTapLike()          // likes the photo from a task it starts
    /// let liked = await likePhoto.nextCall()
    /// #expect(liked?.identifier == 7)
    /// ```
    ///
    /// Calls that already arrived are returned at once, in order; otherwise the call suspends
    /// until the feature calls the spy.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait before giving up. It is only a bound: the call returns as
    ///     soon as the spy is called.
    ///   - fileID: The caller's file, where a failure is reported; leave the default.
    ///   - filePath: The caller's full path, for XCTest and Xcode; leave the default.
    ///   - line: The caller's line; leave the default.
    ///   - column: The caller's column; leave the default.
    /// - Returns: The input, or `nil` after failing the test with how long it waited and
    ///   which calls the spy received.
    @discardableResult
    public func nextCall(
        timeout: Duration = Waiting.defaultTimeout,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> A.Input? {
        await log.next(timeout: timeout, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

extension ActionSpy where A.Input: Equatable {
    // MARK: - Exhaustive

    /// Expects the calls after the cursor to be exactly `expected`: none missing, none extra,
    /// none with another input.
    ///
    /// ```swift
    /// await gallery.likeAll([photo1, photo2])
    /// await likePhoto.expectCalls([photo1, photo2])
    /// ```
    ///
    /// The call first waits — up to `timeout` — until at least `expected.count` calls arrived,
    /// so calls the feature makes from its own tasks need no sleeping; then it lets the work
    /// already queued on the caller's actor run, so that an extra call scheduled with the
    /// expected ones is caught too, and compares. On a mismatch it fails the test with a line
    /// per call:
    ///
    /// ```
    /// Expected 2 calls to LikePhoto, received 3:
    ///   [0] Photo(identifier: 1, likes: 0)
    /// ≠ [1] expected Photo(identifier: 2, likes: 0)
    ///       received Photo(identifier: 3, likes: 0)
    /// + [2] extra    Photo(identifier: 2, likes: 0)
    /// ```
    ///
    /// Either way the cursor moves past every call received, so the next check starts from
    /// what happens next; `expectCalls([])` states that nothing else was called.
    ///
    /// - Parameters:
    ///   - expected: The input of every call the spy should have received since the last
    ///     check, in order.
    ///   - timeout: How long to wait for missing calls before comparing.
    ///   - isolation: The actor the test runs on, whose queued work runs before the
    ///     comparison; inferred from the caller.
    ///   - fileID: The caller's file, where a failure is reported; leave the default.
    ///   - filePath: The caller's full path, for XCTest and Xcode; leave the default.
    ///   - line: The caller's line; leave the default.
    ///   - column: The caller's column; leave the default.
    public func expectCalls(
        _ expected: [A.Input],
        timeout: Duration = Waiting.defaultTimeout,
        isolation: isolated (any Actor)? = #isolation,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await log.expectAll(
            expected,
            timeout: timeout,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
            isolation: isolation
        )
    }

    // MARK: - Non-exhaustive

    /// Expects the latest call to have been made with `expected`, whatever came before.
    ///
    /// ```swift
    /// await search.type("pod bay")
    /// await searchPhotos.expectLastCall("pod bay")
    /// ```
    ///
    /// The call returns as soon as the latest input equals `expected` (at once if it already
    /// does), or fails the test with both values after `timeout`. The cursor then moves past
    /// every call received.
    ///
    /// - Parameters:
    ///   - expected: The input of the latest call.
    ///   - timeout: How long to wait for it.
    ///   - fileID: The caller's file, where a failure is reported; leave the default.
    ///   - filePath: The caller's full path, for XCTest and Xcode; leave the default.
    ///   - line: The caller's line; leave the default.
    ///   - column: The caller's column; leave the default.
    public func expectLastCall(
        _ expected: A.Input,
        timeout: Duration = Waiting.defaultTimeout,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await log.expectLast(expected, timeout: timeout, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

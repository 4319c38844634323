public import Testing
import TrellisRendering

// MARK: - Waiting

extension RenderRecorder {
    /// Waits for the first render after the cursor and returns it.
    ///
    /// ```swift
    /// interaction.didTapMainButton()
    /// let shown = await banner.next()
    /// #expect(shown?.message == PodBayDoorsInteraction.Strings.halsAnswer)
    /// ```
    ///
    /// Renders that already arrived are returned at once, in order; otherwise the call
    /// suspends until the next `render(_:)`.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait before giving up. It is only a bound: the call returns as
    ///     soon as a render arrives.
    ///   - sourceLocation: Where the issue is reported; leave the default.
    /// - Returns: The render, or `nil` after recording an issue that says how long the test
    ///   waited and what the view received.
    @discardableResult
    public func next(
        timeout: Duration = .seconds(1),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> Content? {
        let index = checkedCount
        guard await wait(timeout: timeout, until: { $0.renders.count > index }) else {
            Issue.record(message: timeoutMessage(waitingFor: "render #\(index)", after: timeout), at: sourceLocation)
            return nil
        }
        checkedCount = max(checkedCount, index + 1)
        return renders[index]
    }

    // MARK: - Exhaustive

    /// Expects the renders after the cursor to be exactly `expected`: none missing, none
    /// extra, none different.
    ///
    /// ```swift
    /// interaction.didTapMainButton()
    /// await banner.expectRenders([BannerRenderable(message: PodBayDoorsInteraction.Strings.halsAnswer)])
    /// ```
    ///
    /// The call first waits — up to `timeout` — until at least `expected.count` renders
    /// arrived, then lets the work already queued on the main actor run, so that an extra
    /// render scheduled with the expected ones (a second presenter delivery, say) is caught
    /// too, and compares. An extra render that comes later still is caught by the next check.
    /// On a mismatch it records one issue with a line per index:
    ///
    /// ```
    /// Expected 2 renders of BannerRenderable, received 3:
    ///   [0] BannerRenderable(message: "Open the pod bay doors")
    /// ≠ [1] expected BannerRenderable(message: "I'm sorry, Dave.")
    ///       received BannerRenderable(message: "Opening.")
    /// + [2] extra    BannerRenderable(message: "Done.")
    /// ```
    ///
    /// Either way the cursor moves past every render received, so the next check starts from
    /// what happens next.
    ///
    /// - Parameters:
    ///   - expected: Every render the view should have been told to show since the last
    ///     check, in order.
    ///   - timeout: How long to wait for missing renders before comparing.
    ///   - sourceLocation: Where the issue is reported; leave the default.
    public func expectRenders(
        _ expected: [Content],
        timeout: Duration = .seconds(1),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let start = checkedCount
        _ = await wait(timeout: timeout, until: { $0.renders.count - start >= expected.count })
        await letQueuedMainActorWorkRun()
        let received = Array(renders[start...])
        checkedCount = renders.count
        guard received != expected else { return }
        Issue.record(message: RenderDiff(expected: expected, received: received).description, at: sourceLocation)
    }

    // MARK: - Non-exhaustive

    /// Expects the view to end up showing `expected`, whatever it showed on the way.
    ///
    /// Use it when only the final look matters — a loading state before the content, say, is
    /// not what the test is about:
    ///
    /// ```swift
    /// presenter.load()
    /// await list.expectLastRender(UsersRenderable(names: ["Dave"]))
    /// ```
    ///
    /// The call returns as soon as the last render equals `expected` (at once if it already
    /// does), or records an issue with both values after `timeout`. The cursor then moves past
    /// every render received.
    ///
    /// - Parameters:
    ///   - expected: What the view should show.
    ///   - timeout: How long to wait for it.
    ///   - sourceLocation: Where the issue is reported; leave the default.
    public func expectLastRender(
        _ expected: Content,
        timeout: Duration = .seconds(1),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let shown = await wait(timeout: timeout, until: { $0.renders.last == expected })
        checkedCount = renders.count
        guard !shown else { return }
        let message = """
            Expected the view to end up showing \(describe(expected)), \
            but after \(timeout) its last render is \(last.map(describe) ?? "nothing (no render at all)").
            \(RenderDiff.line(index: max(renders.count - 1, 0), expected: expected, received: last))
            """
        Issue.record(message: message, at: sourceLocation)
    }

    // MARK: - Internal

    /// Gives the main actor's queued jobs a bounded number of turns to run. Not a sleep: it
    /// returns as soon as the turns are taken, whether or not anything ran.
    private func letQueuedMainActorWorkRun() async {
        for _ in 0..<Self.settlingTurns {
            await Task.yield()
        }
    }

    /// Enough turns for work queued a few hops deep (a task that schedules another).
    private static var settlingTurns: Int { 16 }

    private func timeoutMessage(waitingFor what: String, after timeout: Duration) -> String {
        let history = renders.isEmpty
            ? "none at all"
            : renders.enumerated().map { "\n  [\($0.offset)] \(describe($0.element))" }.joined()
        return """
            Timed out after \(timeout) waiting for \(what) of \(typeName(Content.self)); \
            the view received \(renders.count) render\(renders.count == 1 ? "" : "s"): \(history)
            """
    }
}

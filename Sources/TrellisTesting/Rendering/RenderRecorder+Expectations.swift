import TrellisRendering

// MARK: - Waiting

extension RenderRecorder {
    /// Waits for the first render after the cursor and returns it.
    ///
    /// ```swift
    /// interaction.didTapMainButton()
    /// let shown = await banner.nextRender()
    /// #expect(shown?.message == PodBayDoorsInteraction.Strings.halsAnswer)
    /// ```
    ///
    /// Renders that already arrived are returned at once, in order; otherwise the call
    /// suspends until the next `render(_:)`.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait before giving up. It is only a bound: the call returns as
    ///     soon as a render arrives.
    ///   - fileID: The caller's file, where a failure is reported; leave the default.
    ///   - filePath: The caller's full path, for XCTest and Xcode; leave the default.
    ///   - line: The caller's line; leave the default.
    ///   - column: The caller's column; leave the default.
    /// - Returns: The render, or `nil` after failing the test with how long it waited and
    ///   what the view received.
    @discardableResult
    public func nextRender(
        timeout: Duration = Waiting.defaultTimeout,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async -> Content? {
        await log.next(timeout: timeout, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
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
    /// On a mismatch it fails the test with a line per index:
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
    /// ## Every value a presenter publishes
    /// When the recorder listens to a presenter, each value the presenter publishes is one
    /// render, even two published with no suspension between them:
    ///
    /// ```swift
    /// presenter.viewModel(CommentsRenderable.self, owner: comments) { view, renderable in view.render(renderable) }
    /// presenter.load(["Open the pod bay doors, HAL.", "I'm sorry, Dave."])   // four updates
    /// await comments.expectRenders([
    ///     CommentsRenderable(comments: [], isLoading: true),
    ///     CommentsRenderable(comments: ["Open the pod bay doors, HAL."], isLoading: true),
    ///     CommentsRenderable(comments: ["Open the pod bay doors, HAL.", "I'm sorry, Dave."], isLoading: true),
    ///     CommentsRenderable(comments: ["Open the pod bay doors, HAL.", "I'm sorry, Dave."], isLoading: false),
    /// ])
    /// ```
    ///
    /// In an app a presenter's `ViewModels` store hands a burst of updates to the view as the
    /// newest value, in one main-actor delivery, since a screen only ever shows the newest. A
    /// test states every step, so in a test binary, which links TrellisTesting, the store calls
    /// its listeners with each value, in the order published. A view that starts listening
    /// after the presenter published starts at its current value, as in an app.
    ///
    /// - Parameters:
    ///   - expected: Every render the view should have been told to show since the last
    ///     check, in order.
    ///   - timeout: How long to wait for missing renders before comparing.
    ///   - fileID: The caller's file, where a failure is reported; leave the default.
    ///   - filePath: The caller's full path, for XCTest and Xcode; leave the default.
    ///   - line: The caller's line; leave the default.
    ///   - column: The caller's column; leave the default.
    public func expectRenders(
        _ expected: [Content],
        timeout: Duration = Waiting.defaultTimeout,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await log.expectAll(expected, timeout: timeout, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
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
    /// does), or fails the test with both values after `timeout`. The cursor then moves past
    /// every render received.
    ///
    /// - Parameters:
    ///   - expected: What the view should show.
    ///   - timeout: How long to wait for it.
    ///   - fileID: The caller's file, where a failure is reported; leave the default.
    ///   - filePath: The caller's full path, for XCTest and Xcode; leave the default.
    ///   - line: The caller's line; leave the default.
    ///   - column: The caller's column; leave the default.
    public func expectLastRender(
        _ expected: Content,
        timeout: Duration = Waiting.defaultTimeout,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        await log.expectLast(expected, timeout: timeout, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

public import TrellisRendering

/// A view for tests that shows any `Renderable` by remembering it: every render, in order,
/// ready to be awaited and compared.
///
/// Hand it to an interaction or presenter in place of the real view, make the feature work,
/// then state what the view was told to show:
///
/// ```swift
/// extension RenderRecorder: BannerRendering where Content == BannerRenderable {}
///
/// @Test @MainActor func halAnswers() async {
///     let banner = RenderRecorder<BannerRenderable>()
///     let interaction = PodBayDoorsInteraction()
///     interaction.use(banner)
///
///     interaction.didTapMainButton()
///
///     await banner.expectRenders([BannerRenderable(message: PodBayDoorsInteraction.Strings.halsAnswer)])
/// }
/// ```
///
/// The one-line extension makes the recorder usable wherever the feature expects its own
/// `…Rendering` protocol. Renders that arrive later — from a task, or from a presenter that
/// delivers on the main actor — are awaited with
/// ``nextRender(timeout:fileID:filePath:line:column:)`` or by the expectations, which give up
/// after a timeout and fail the test; no test needs to sleep. A recorder that listens to a
/// presenter receives every value the presenter publishes, one render each, even in a burst
/// that an app would show as its last value only (see
/// ``expectRenders(_:timeout:fileID:filePath:line:column:)``).
///
/// ## One vocabulary with the spy
/// A recorder and an ``ActionSpy`` answer the same questions with the same words, a render
/// here and a call there:
///
/// | Question                 | Recorder              | Spy                 |
/// |--------------------------|-----------------------|---------------------|
/// | Everything, oldest first | ``renders``           | `calls`             |
/// | The latest               | ``lastRender``        | `lastCall`          |
/// | How many                 | ``renderCount``       | `callCount`         |
/// | Not checked yet          | ``uncheckedRenders``  | `uncheckedCalls`    |
/// | Wait for the next one    | `nextRender()`        | `nextCall()`        |
/// | Exactly these, awaited   | `expectRenders(_:)`   | `expectCalls(_:)`   |
/// | Ending with this one     | `expectLastRender(_:)`| `expectLastCall(_:)`|
///
/// ## Checked renders
/// The recorder keeps a cursor: ``nextRender(timeout:fileID:filePath:line:column:)`` returns
/// the first render after it, and ``expectRenders(_:timeout:fileID:filePath:line:column:)``
/// and ``expectLastRender(_:timeout:fileID:filePath:line:column:)`` check the renders after it
/// and then move it to the end. A test can therefore check one step at a time. ``renders``
/// always holds the whole history.
@MainActor
public final class RenderRecorder<Content: Renderable>: Rendering {
    // MARK: - API

    /// Every renderable the view was told to show, oldest first.
    public var renders: [Content] {
        log.values
    }

    /// What the view shows now: the last render, or `nil` before the first one.
    public var lastRender: Content? {
        log.values.last
    }

    /// How many times the view was told to render.
    public var renderCount: Int {
        log.values.count
    }

    /// The renders after the cursor: the ones no `nextRender()` or expectation has checked yet.
    public var uncheckedRenders: ArraySlice<Content> {
        log.unchecked
    }

    /// An empty recorder. It is `nonisolated`, so a suite can make one in a stored property.
    public nonisolated init() {}

    /// Remembers `renderable` and wakes up a test waiting for it.
    public func render(_ renderable: Content) {
        log.append(renderable)
    }

    // MARK: - Internal

    /// The renders, the cursor and the tests waiting for renders.
    nonisolated let log = RecordLog<Content>(
        RecordVocabulary(singular: "render", plural: "renders", subject: "of \(typeName(Content.self))", holder: "the view")
    )
}

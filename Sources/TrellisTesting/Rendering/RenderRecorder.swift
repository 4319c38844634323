import Testing
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
/// delivers on the main actor — are awaited with ``next(timeout:sourceLocation:)`` or by the
/// expectations, which give up after a timeout and record an issue; no test needs to sleep.
///
/// ## Checked renders
/// The recorder keeps a cursor: ``next(timeout:sourceLocation:)`` returns the first render
/// after it, and ``expectRenders(_:timeout:sourceLocation:)`` and
/// ``expectLastRender(_:timeout:sourceLocation:)`` check the renders after it and then move it
/// to the end. A test can therefore check one step at a time. ``renders`` always holds the
/// whole history.
@MainActor
public final class RenderRecorder<Content: Renderable>: Rendering {
    // MARK: - API

    /// Every renderable the view was told to show, oldest first.
    public private(set) var renders: [Content] = []

    /// The renders after the cursor: the ones no `next()` or expectation has checked yet.
    public var uncheckedRenders: ArraySlice<Content> {
        renders[checkedCount...]
    }

    /// What the view shows now: the last render, or `nil` before the first one.
    public var last: Content? {
        renders.last
    }

    /// An empty recorder. It is `nonisolated`, so a suite can make one in a stored property.
    public nonisolated init() {}

    /// Remembers `renderable` and wakes up a test waiting for it.
    public func render(_ renderable: Content) {
        renders.append(renderable)
        resumeSatisfiedWaiters()
    }

    // MARK: - Internal

    /// How many renders, from the start, were already checked.
    var checkedCount = 0

    private var waiters: [Waiter] = []
    private var nextWaiterID = 0

    /// A test suspended until the renders satisfy `condition`.
    private struct Waiter {
        let id: Int
        let condition: @MainActor (RenderRecorder) -> Bool
        let continuation: CheckedContinuation<Bool, Never>
        var timer: Task<Void, Never>?
    }

    /// Suspends until `condition` holds or `timeout` passes.
    ///
    /// The timer is the only clock in the test kit, and it never decides a result: it only
    /// ends a wait that no render answered.
    ///
    /// - Returns: Whether `condition` holds.
    func wait(timeout: Duration, until condition: @escaping @MainActor (RenderRecorder) -> Bool) async -> Bool {
        if condition(self) { return true }
        let id = nextWaiterID
        nextWaiterID += 1
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                guard !Task.isCancelled else {
                    continuation.resume(returning: condition(self))
                    return
                }
                let timer = Task {
                    try? await Task.sleep(for: timeout)
                    self.resume(id, returning: false)
                }
                waiters.append(Waiter(id: id, condition: condition, continuation: continuation, timer: timer))
            }
        } onCancel: {
            Task { @MainActor in self.resume(id, returning: false) }
        }
    }

    private func resume(_ id: Int, returning result: Bool) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        let waiter = waiters.remove(at: index)
        waiter.timer?.cancel()
        waiter.continuation.resume(returning: result)
    }

    private func resumeSatisfiedWaiters() {
        for waiter in waiters where waiter.condition(self) {
            resume(waiter.id, returning: true)
        }
    }
}

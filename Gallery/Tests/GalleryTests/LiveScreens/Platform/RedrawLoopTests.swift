import GalleryDomain
@testable import LiveScreens
import Observation
import Testing

/// The platform's redraw loop: it draws, watches what the drawing read, and draws again after
/// a change — at once when asked, by itself on the main actor's next turn, once for any number
/// of changes before it, or at the end of the page's click under way.
@MainActor
@Suite("The platform's redraw loop")
struct RedrawLoopTests {
    @Observable
    @MainActor
    final class Counter {
        var value = 0
        var unread = 0
    }

    /// What each draw saw, in order.
    final class Drawings {
        var seen: [Int] = []
    }

    /// A module whose click changes what the loop reads, and whose render after it draws.
    final class ChangingModule: LiveModule {
        let counter: Counter
        let loop: RedrawLoop
        /// The draw the loop had scheduled when the click's change was made.
        var scheduledDuringTheClick: Task<Void, Never>?

        init(counter: Counter, loop: RedrawLoop) {
            self.counter = counter
            self.loop = loop
        }

        func start(at _: GalleryLocation) async throws {}

        func handle(_: ScreenEvent) async throws {
            counter.value += 1
            scheduledDuringTheClick = loop.scheduledDraw
        }

        func rendered() async {
            loop.drawIfNeeded()
        }

        var parts: [ScreenPart] { [] }
    }

    let counter = Counter()
    let drawings = Drawings()
    let page = LivePage(viewer: Viewer(id: "redraw-viewer")!)

    func loop() -> RedrawLoop {
        RedrawLoop(on: page) { [counter, drawings] in drawings.seen.append(counter.value) }
    }

    @Test func drawsNowAndNotAgainUntilSomethingItReadChanges() {
        let loop = loop()
        loop.drawNow()
        loop.drawIfNeeded()
        counter.unread = 1
        loop.drawIfNeeded()
        #expect(drawings.seen == [0], "nothing the draw read changed")
        #expect(loop.scheduledDraw == nil)
    }

    @Test func aChangeIsDrawnAtOnceWhenAsked() {
        let loop = loop()
        loop.drawNow()
        counter.value = 1
        #expect(drawings.seen == [0], "a change only marks the view")
        loop.drawIfNeeded()
        #expect(drawings.seen == [0, 1])
    }

    @Test func aChangeIsDrawnByItselfOnTheNextTurn() async {
        let loop = loop()
        loop.drawNow()
        counter.value = 2
        await loop.scheduledDraw?.value
        #expect(drawings.seen == [0, 2])
    }

    @Test func changesBeforeADrawAreDrawnOnceWithTheLatest() async {
        let loop = loop()
        loop.drawNow()
        counter.value = 1
        counter.value = 2
        counter.value = 3
        await loop.scheduledDraw?.value
        loop.drawIfNeeded()
        #expect(drawings.seen == [0, 3])
    }

    @Test func keepsWatchingAfterEachDraw() async {
        let loop = loop()
        loop.drawNow()
        for value in 1...3 {
            counter.value = value
            await loop.scheduledDraw?.value
        }
        #expect(drawings.seen == [0, 1, 2, 3])
    }

    @Test func aChangeDuringAClickIsDrawnAsTheClickEndsWithNoDrawScheduled() async throws {
        let loop = loop()
        loop.drawNow()
        let module = ChangingModule(counter: counter, loop: loop)
        try await page.handle(.openPodBayDoors, by: module)
        #expect(module.scheduledDuringTheClick == nil, "the click's end draws: a task would be one more main-actor job a click")
        #expect(drawings.seen == [0, 1])
        counter.value = 2
        await loop.scheduledDraw?.value
        #expect(drawings.seen == [0, 1, 2], "after the click, a change is drawn by itself again")
    }

    @Test func aLoopThatIsLetGoDrawsNothingMore() async {
        var loop: RedrawLoop? = loop()
        loop?.drawNow()
        weak let released = loop
        loop = nil
        #expect(released == nil, "what it watches must not keep it alive")
        counter.value = 9
        await Task.yield()
        #expect(drawings.seen == [0])
    }
}

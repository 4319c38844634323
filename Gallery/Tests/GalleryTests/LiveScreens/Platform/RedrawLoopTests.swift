@testable import LiveScreens
import Observation
import Testing

/// The platform's redraw loop: it draws, watches what the drawing read, and draws again after
/// a change — at once when asked, or by itself on the main actor's next turn, once for any
/// number of changes before it.
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

    let counter = Counter()
    let drawings = Drawings()

    func loop() -> RedrawLoop {
        RedrawLoop { [counter, drawings] in drawings.seen.append(counter.value) }
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

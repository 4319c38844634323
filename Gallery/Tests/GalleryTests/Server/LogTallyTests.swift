@testable import Gallery
import GalleryProtection
import NIOCore
import NIOEmbedded
import Synchronization
import Testing

/// A burst is one line at once and one line with the rest when the interval ends, not a line
/// each.
@Suite("Log tally")
struct LogTallyTests {
    @Test func aBurstIsOneLineNowAndOneLineWithTheRestAtTheIntervalsEnd() {
        let lines = Mutex<[String]>([])
        let loop = EmbeddedEventLoop()
        // An hour: the burst is well within it however slow the machine, and the embedded
        // loop's clock is moved by hand.
        let tally = LogTally(interval: .seconds(3600)) { counts, latest in
            lines.withLock { $0.append("\(counts) (\(latest))") }
        }
        tally.record("idle", latest: "first", on: loop)
        for index in 0..<5 { tally.record(index.isMultiple(of: 2) ? "idle" : "live", latest: "client \(index)", on: loop) }
        #expect(lines.withLock { $0 } == ["idle: 1 (first)"])
        loop.advanceTime(by: .seconds(3600))
        #expect(lines.withLock { $0 } == ["idle: 1 (first)", "idle: 3, live: 2 (client 4)"])
        tally.flush()
        #expect(lines.withLock { $0.count } == 2, "nothing new, nothing logged")
    }
}

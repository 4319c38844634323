import Logging
package import NIOCore
import Synchronization

/// Counts something a hostile client can make happen thousands of times, and logs it at most
/// once per ``interval``: the first at once, the rest summed in one line when the interval ends.
///
/// A log line per connection would let one client fill the disk and bury everything else.
package final class LogTally: Sendable {
    private struct State {
        /// Each kind counted since the last line, in the order first seen.
        var counts: [(kind: String, count: Int)] = []
        /// What the caller last said about the latest one (the error, the client).
        var latest = ""
        var lastLine: ContinuousClock.Instant?
        var flushScheduled = false
    }

    package let interval: Duration
    private let state = Mutex(State())
    private let write: @Sendable (_ counts: String, _ latest: String) -> Void

    /// - Parameter write: Logs one line from the counts (`"idle: 12, live: 3"`)
    ///   and the latest detail.
    package init(interval: Duration = .seconds(10), write: @escaping @Sendable (_ counts: String, _ latest: String) -> Void) {
        self.interval = interval
        self.write = write
    }

    /// Counts one `kind`; logs now if no line was logged in the last interval, otherwise when it
    /// ends, on `eventLoop`.
    package func record(_ kind: String, latest: String, on eventLoop: any EventLoop) {
        let now = ContinuousClock.now
        let (line, flushIn) = state.withLock { state -> ((String, String)?, Duration?) in
            if let index = state.counts.firstIndex(where: { $0.kind == kind }) {
                state.counts[index].count += 1
            } else {
                state.counts.append((kind, 1))
            }
            state.latest = latest
            if let last = state.lastLine, now - last < interval {
                guard !state.flushScheduled else { return (nil, nil) }
                state.flushScheduled = true
                return (nil, interval - (now - last))
            }
            return (Self.take(&state, at: now), nil)
        }
        if let line { write(line.0, line.1) }
        if let flushIn {
            eventLoop.scheduleTask(in: TimeAmount(flushIn)) { [self] in self.flush() }
        }
    }

    /// Logs what was counted since the last line, if anything was.
    package func flush() {
        let line = state.withLock { state -> (String, String)? in
            state.flushScheduled = false
            return state.counts.isEmpty ? nil : Self.take(&state, at: .now)
        }
        if let line { write(line.0, line.1) }
    }

    private static func take(_ state: inout State, at now: ContinuousClock.Instant) -> (String, String) {
        let counts = state.counts.map { "\($0.kind): \($0.count)" }.joined(separator: ", ")
        state.counts = []
        state.lastLine = now
        return (counts, state.latest)
    }
}

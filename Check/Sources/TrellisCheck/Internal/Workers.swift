import Dispatch
import Foundation
import Synchronization

/// Runs work on one thread per core, each with a stack of a chosen size.
///
/// `DispatchQueue.concurrentPerform` runs on the system's worker threads, whose stacks are
/// small (512 KB on macOS); parsing deeply nested code recurses deeply, more so in a debug
/// build, so the scanner needs threads of its own.
enum Workers {
    /// Calls `body` once for each index in `0 ..< count`, on `ProcessInfo`'s active processor
    /// count of threads, and returns when every call has.
    static func forEach(_ count: Int, stackSize: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let next = Counter()
        let finished = DispatchSemaphore(value: 0)
        let threads = min(count, max(1, ProcessInfo.processInfo.activeProcessorCount))
        for _ in 0 ..< threads {
            let thread = Thread {
                while let index = next.take(below: count) { body(index) }
                finished.signal()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        for _ in 0 ..< threads { finished.wait() }
    }

    /// Hands out indices, each once.
    private final class Counter: Sendable {
        private let value = Mutex(0)

        func take(below limit: Int) -> Int? {
            value.withLock { value in
                guard value < limit else { return nil }
                defer { value += 1 }
                return value
            }
        }
    }
}

@testable import GalleryPostgres
import Synchronization
import Testing

/// The bound on every PostgreSQL query holds even for an operation that does not end when it
/// is cancelled, as a query on a connection a restarting server drops may not.
@Suite("Deadlines")
struct DeadlineTests {
    struct TooLate: Error, Equatable {}

    /// An operation that waits until the test lets it go, cancelled or not.
    final class Gate: Sendable {
        private let waiting = Mutex<CheckedContinuation<Void, Never>?>(nil)
        private let opened = Mutex(false)

        func wait() async {
            await withCheckedContinuation { continuation in
                let open = opened.withLock { $0 }
                if open {
                    continuation.resume()
                } else {
                    waiting.withLock { $0 = continuation }
                }
            }
        }

        func open() {
            opened.withLock { $0 = true }
            waiting.withLock { $0.take() }?.resume()
        }
    }

    @Test func anOperationThatIgnoresCancellationDoesNotHoldTheCaller() async throws {
        let gate = Gate()
        await #expect(throws: TooLate()) {
            try await Deadline.run({ await gate.wait(); return 1 }, within: .milliseconds(50), else: TooLate())
        }
        gate.open()
    }

    @Test func anOperationThatEndsInTimeGivesItsResultOrItsError() async throws {
        #expect(try await Deadline.run({ 42 }, within: .seconds(30), else: TooLate()) == 42)
        struct Refused: Error, Equatable {}
        await #expect(throws: Refused()) {
            try await Deadline.run({ () async throws -> Int in throw Refused() }, within: .seconds(30), else: TooLate())
        }
    }

    @Test func cancellingTheCallerCancelsTheOperation() async throws {
        let started = Gate()
        let caller = Task {
            try await Deadline.run({ () async throws -> Int in
                started.open()
                try await Task.sleep(for: .seconds(30))
                return 1
            }, within: .seconds(60), else: TooLate())
        }
        await started.wait()
        caller.cancel()
        await #expect(throws: CancellationError.self) { try await caller.value }
    }
}

import Foundation
import GRDB
import GalleryDatabase
import GalleryDomain
@testable import GallerySQLite
import Testing

/// Closing the database when another process has the file busy — a twin server stopping at
/// the same moment, checkpointing or closing its own connections — waits for it, up to a
/// bound, and never fails for it: the file is whole either way, with every like in it or in
/// its log.
@Suite("Closing the database beside another process")
struct CloseTests {
    /// Opens a database on a new file, with a like in its log.
    static func databaseWithALog() async throws -> (AppDatabase, String) {
        let folder = FileManager.default.temporaryDirectory.appending(path: "gallery-close-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appending(path: "gallery.sqlite").path
        let database = try AppDatabase.open(path: path)
        try await database.like(Like(photoID: 1, viewer: Viewer(id: "closing")!), at: Date())
        return (database, path)
    }

    /// Another process's checkpoint under way, as when a twin closes at the same moment: it
    /// holds the file's checkpoint lock while it waits for `reader` to let go of the log, for up
    /// to `seconds`. Returns once it holds the lock.
    static func checkpointUnderWay(on path: String, behind reader: HeldRead, for seconds: Int) async throws -> Thread {
        var configuration = Configuration()
        configuration.busyMode = .timeout(TimeInterval(seconds))
        let twin = try DatabaseQueue(path: path, configuration: configuration)
        let thread = Thread {
            _ = try? twin.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
            try? twin.close()
        }
        thread.start()
        // SQLite says nothing when the lock is taken: the checkpoint is in its wait soon after.
        try await Task.sleep(for: .milliseconds(300))
        return thread
    }

    @Test func aCloseThatFindsAnotherProcessCheckpointingWaitsForItAndSucceeds() async throws {
        let (database, path) = try await Self.databaseWithALog()
        let reader = try HeldRead(on: path)
        _ = try await Self.checkpointUnderWay(on: path, behind: reader, for: 10)
        reader.release(after: .milliseconds(700))

        let start = ContinuousClock.now
        let closed = await onThread { Result { try database.close() } }
        #expect(throws: Never.self, "a close that found the file busy waited and closed") { try closed.get() }
        #expect(ContinuousClock.now - start < .seconds(5))
        let log = (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0
        #expect(log == 0, "the log was copied into the file once the other process let go")
    }

    @Test func aCloseThatFindsTheFileBusyPastItsBoundLeavesTheLogAndSucceeds() async throws {
        let (database, path) = try await Self.databaseWithALog()
        let reader = try HeldRead(on: path)
        let twin = try await Self.checkpointUnderWay(on: path, behind: reader, for: 10)
        defer { _ = twin }

        let start = ContinuousClock.now
        let closed = await onThread { Result { try database.close(waitingUpTo: .milliseconds(500)) } }
        #expect(throws: Never.self, "a close that found the file busy past its bound closed") { try closed.get() }
        #expect((try? closed.get()) == false, "the log was left as it was")
        let waited = ContinuousClock.now - start
        #expect(waited >= .milliseconds(450) && waited < .seconds(3), "waited its bound: \(waited)")
        reader.release(after: .zero)

        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        let likes = try await queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM photoLike") }
        #expect(likes == 1, "the like in the log is still there")
        let integrity = try await queue.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") }
        #expect(integrity == "ok")
    }
}

/// Runs `body` on a thread of its own, so a close that waits for the file never holds up the
/// test's executor (the tests around it run there).
func onThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: body()) }.start()
    }
}

/// A read transaction on a connection of its own, held open on a thread until released: a
/// reader of the log that a checkpoint which truncates it must wait for.
final class HeldRead: Sendable {
    private let released = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)

    init(on path: String) throws {
        let queue = try DatabaseQueue(path: path)
        let begun = DispatchSemaphore(value: 0)
        Thread { [released, done] in
            try? queue.read { db in
                _ = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM photoLike")
                begun.signal()
                released.wait()
            }
            try? queue.close()
            done.signal()
        }.start()
        begun.wait()
    }

    /// Ends the read transaction after `delay`.
    func release(after delay: Duration) {
        Thread { [released] in
            Thread.sleep(forTimeInterval: Double(delay.components.seconds) + Double(delay.components.attoseconds) / 1e18)
            released.signal()
        }.start()
    }

    deinit {
        released.signal()
        done.wait()
    }
}

import NIOCore

/// Runs a socket's nonisolated work on the event loop its channel reads and writes on.
///
/// Hummingbird hands each WebSocket to a task on the global concurrent executor, so every
/// frame read crosses from the channel's event loop to another thread and every frame written
/// crosses back. A socket served under `withTaskExecutorPreference(EventLoopTaskExecutor(…))`
/// reads, decides and writes on its event loop, as a channel handler would: only work that
/// belongs elsewhere (a screen's module on the main actor, the database's writer) leaves it.
///
/// Nothing run this way may block: it holds up every other channel of the loop. The live
/// socket's own code only awaits; what it awaits runs where it is isolated.
final class EventLoopTaskExecutor: TaskExecutor {
    let eventLoop: any EventLoop

    init(_ eventLoop: any EventLoop) {
        self.eventLoop = eventLoop
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        eventLoop.execute {
            job.runSynchronously(on: self.asUnownedTaskExecutor())
        }
    }
}

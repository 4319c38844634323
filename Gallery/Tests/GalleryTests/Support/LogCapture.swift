import Logging
import Synchronization

/// A logger whose messages a test can wait for, in the order they were logged.
struct LogCapture: Sendable {
    let logger: Logger
    private let messages: AsyncStream<(Logger.Level, String)>
    /// Every message so far, for counting.
    private let all: Log

    init(level: Logger.Level = .info) {
        let (messages, continuation) = AsyncStream.makeStream(of: (Logger.Level, String).self)
        self.messages = messages
        let all = Log()
        self.all = all
        var logger = Logger(label: "gallery-tests-captured") { _ in Handler(continuation: continuation, all: all) }
        logger.logLevel = level
        self.logger = logger
    }

    /// Waits for the first message (from now on) that contains `text`; `nil` if the stream
    /// ends first. Bound the wait with `withTimeout`.
    func first(containing text: String) async -> String? {
        for await (_, message) in messages where message.contains(text) {
            return message
        }
        return nil
    }

    /// The messages logged so far that contain `text`, in order.
    func messages(containing text: String) -> [String] {
        all.lines.withLock { $0.filter { $0.contains(text) } }
    }

    private final class Log: Sendable {
        let lines = Mutex<[String]>([])
    }

    private struct Handler: LogHandler {
        let continuation: AsyncStream<(Logger.Level, String)>.Continuation
        let all: Log
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let line = event.message.description
            all.lines.withLock { $0.append(line) }
            continuation.yield((event.level, line))
        }
    }
}

import Logging

/// A logger whose messages a test can wait for, in the order they were logged.
struct LogCapture: Sendable {
    let logger: Logger
    private let messages: AsyncStream<(Logger.Level, String)>

    init(level: Logger.Level = .info) {
        let (messages, continuation) = AsyncStream.makeStream(of: (Logger.Level, String).self)
        self.messages = messages
        var logger = Logger(label: "gallery-tests-captured") { _ in Handler(continuation: continuation) }
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

    private struct Handler: LogHandler {
        let continuation: AsyncStream<(Logger.Level, String)>.Continuation
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            continuation.yield((event.level, event.message.description))
        }
    }
}

package import Logging
package import NIOCore

/// Counts hummingbird-websocket's "Error handling upgrade result" instead of logging each one.
///
/// It logs that line, as an error, for every connection that closes before its first request
/// is handled (a peer that resets, one the server sheds): a client resetting thousands of
/// connections wrote thousands of lines. Everything else passes through to the logger's own
/// handler; these are one line per interval, with their count.
package struct UpgradeErrorTally: LogHandler {
    package static let message = "Error handling upgrade result"

    private var base: any LogHandler
    private let tally: LogTally
    private let eventLoop: any EventLoop

    /// `logger`, with these lines counted by `tally` (flushed on `eventLoop`).
    package static func logger(_ logger: Logger, countingInto tally: LogTally, on eventLoop: any EventLoop) -> Logger {
        var counting = logger
        counting.handler = UpgradeErrorTally(base: logger.handler, tally: tally, eventLoop: eventLoop)
        return counting
    }

    /// The tally these lines go to: one warning per interval, through `logger`.
    package static func tally(logger: Logger) -> LogTally {
        LogTally { counts, latest in
            logger.warning("\(message) — \(counts) in the last 10 s (latest: \(latest)).")
        }
    }

    package var logLevel: Logger.Level {
        get { base.logLevel }
        set { base.logLevel = newValue }
    }

    package var metadata: Logger.Metadata {
        get { base.metadata }
        set { base.metadata = newValue }
    }

    package var metadataProvider: Logger.MetadataProvider? {
        get { base.metadataProvider }
        set { base.metadataProvider = newValue }
    }

    package subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { base[metadataKey: key] }
        set { base[metadataKey: key] = newValue }
    }

    package func log(event: LogEvent) {
        guard event.message.description == Self.message else {
            base.log(event: event)
            return
        }
        let error = event.metadata?["error.type"].map { "\($0)" } ?? "unknown"
        tally.record("connections closed before their first request was handled", latest: error, on: eventLoop)
    }
}

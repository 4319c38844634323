/// Where a user's code read a value or called an action, carried into every message the kit
/// writes so that a failure points at the user's line rather than at the kit's.
public struct CallerLocation: Sendable, CustomStringConvertible {
    /// The file, as `#fileID` spells it: `Module/File.swift`.
    public let fileID: StaticString
    /// The line in that file.
    public let line: UInt

    /// The location of the caller: leave the defaults.
    @inlinable
    public init(fileID: StaticString = #fileID, line: UInt = #line) {
        self.fileID = fileID
        self.line = line
    }

    public var description: String { "\(fileID):\(line)" }

    /// Stops the program with `message`, reported at this location; kept in release builds.
    ///
    /// `fatalError` already prints the location before the message, so a message that starts
    /// with it (as thrown errors' messages do) is printed without it, and the location once.
    public func stop(_ message: String) -> Never {
        let prefix = "\(self): "
        let message = message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message
        fatalError("Trellis: \(message)", file: fileID, line: line)
    }
}

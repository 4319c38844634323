/// Why the checker could not run: a missing package, an unknown target, an unreadable
/// configuration. It says what, where, and how to fix it.
public struct CheckError: Error, Hashable, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }
}

extension CheckError: CustomStringConvertible {
    public var description: String { message }
}

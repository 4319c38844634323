import LiveScreens

/// A message on its way down a socket, and what to call once it was written (or dropped).
struct Outgoing: Sendable {
    let message: ServerMessage
    let written: (@Sendable () -> Void)?

    init(_ message: ServerMessage, written: (@Sendable () -> Void)? = nil) {
        self.message = message
        self.written = written
    }
}

import TrellisPlug

/// The error an ``ActionSpy`` throws when it is called with nothing programmed.
///
/// The spy has already failed the test by then; the error only stops the feature from
/// going on with a made-up answer.
public struct ActionSpyError: Error, Sendable, Equatable {
    /// The action the spy stands for, as written in code (`"LikePhoto"`).
    public let action: String
    /// The input of the call, as printed.
    public let input: String
    /// The full explanation.
    public let message: String

    /// The spy for `action` was called with `input` before any answer was programmed.
    static func nothingProgrammed<A: Action>(_ action: A.Type, input: A.Input, fallback: A.Output?) -> ActionSpyError {
        let name = typeName(action)
        let input = describe(input)
        var message = """
            \(name) spy was called with \(input) but no output was programmed; \
            call spy.returning(…) or spy.throwing(…) first
            """
        if let fallback {
            message += " (it returned its fallback, \(describe(fallback)))"
        }
        return ActionSpyError(action: name, input: input, message: message)
    }
}

extension ActionSpyError: CustomStringConvertible {
    public var description: String { message }
}

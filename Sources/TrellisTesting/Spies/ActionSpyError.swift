import TrellisPlug

/// The error an ``ActionSpy`` throws when it is called with nothing programmed, or after the
/// last answer of its script.
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

    /// The spy for `action`, made at `site`, was called a `call`th time with `input`, after
    /// the `answers` answers of its script.
    static func scriptRanOut<A: Action>(
        _ action: A.Type,
        input: A.Input,
        call: Int,
        answers: Int,
        madeAt site: CallSite,
        fallback: A.Output?
    ) -> ActionSpyError {
        let name = typeName(action)
        let input = describe(input)
        var message = """
            \(name) spy (made at \(site.shortDescription)) was called a \(ordinal(call)) time, with \(input), \
            but its script had only \(answers) answer\(answers == 1 ? "" : "s"); add one with \
            .then.returning(…) or .then.throwing(…), or find why the feature calls it again
            """
        if let fallback {
            message += " (it returned its fallback, \(describe(fallback)))"
        }
        return ActionSpyError(action: name, input: input, message: message)
    }
}

/// `1st`, `2nd`, `3rd`, `4th`, …, `11th`, …, `21st`.
private func ordinal(_ number: Int) -> String {
    let suffix =
        switch (number % 10, number % 100) {
        case (_, 11...13): "th"
        case (1, _): "st"
        case (2, _): "nd"
        case (3, _): "rd"
        default: "th"
        }
    return "\(number)\(suffix)"
}

extension ActionSpyError: CustomStringConvertible {
    public var description: String { message }
}

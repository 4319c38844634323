/// A line-per-index comparison of the values a test expected with the ones a stand-in
/// received.
///
/// Each line starts with a mark: a space when both agree, `≠` when they differ, `-` when an
/// expected value is missing and `+` when an extra one arrived.
struct RecordDiff<Value: Equatable>: CustomStringConvertible {
    let expected: [Value]
    let received: [Value]
    let vocabulary: RecordVocabulary

    var description: String {
        let header = """
            Expected \(vocabulary.count(expected.count)) \(vocabulary.subject), \
            received \(received.count):
            """
        let lines = (0..<max(expected.count, received.count)).map { index in
            Self.line(
                index: index,
                expected: index < expected.count ? expected[index] : nil,
                received: index < received.count ? received[index] : nil
            )
        }
        let hint = received.isEmpty && !expected.isEmpty ? vocabulary.whenNoneReceived.map { [$0] } ?? [] : []
        return ([header] + lines + hint).joined(separator: "\n")
    }

    /// The line, or two, for one index.
    static func line(index: Int, expected: Value?, received: Value?) -> String {
        let position = "[\(index)]"
        let indent = String(repeating: " ", count: position.count + 3)
        switch (expected, received) {
        case let (expected?, received?) where expected == received:
            return "  \(position) \(describe(received))"
        case let (expected?, received?):
            return "≠ \(position) expected \(describe(expected))\n\(indent)received \(describe(received))"
        case let (expected?, nil):
            return "- \(position) missing  \(describe(expected))"
        case let (nil, received?):
            return "+ \(position) extra    \(describe(received))"
        case (nil, nil):
            return "  \(position)"
        }
    }
}

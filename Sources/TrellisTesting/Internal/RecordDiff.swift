/// A line-per-index comparison of the renders a test expected with the ones a view received.
///
/// Each line starts with a mark: a space when both agree, `≠` when they differ, `-` when an
/// expected render is missing and `+` when the view received an extra one.
struct RenderDiff<Content: Equatable>: CustomStringConvertible {
    let expected: [Content]
    let received: [Content]

    var description: String {
        let header = """
            Expected \(count(expected.count)) of \(typeName(Content.self)), \
            received \(received.count):
            """
        let lines = (0..<max(expected.count, received.count)).map { index in
            Self.line(
                index: index,
                expected: index < expected.count ? expected[index] : nil,
                received: index < received.count ? received[index] : nil
            )
        }
        return ([header] + lines).joined(separator: "\n")
    }

    /// The line, or two, for one index.
    static func line(index: Int, expected: Content?, received: Content?) -> String {
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

    private func count(_ number: Int) -> String {
        number == 1 ? "1 render" : "\(number) renders"
    }
}

/// How a value reads in a failure message: as printed, with text in quotes so that an empty
/// or blank string still shows.
func describe(_ value: some Any) -> String {
    switch value {
    case let text as String: String(reflecting: text)
    case let text as Substring: String(reflecting: text)
    default: String(describing: value)
    }
}

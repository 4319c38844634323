/// A place in a source file, as compilers and editors print it: `path:line:column`.
///
/// The path is relative to the checked package's root, so reports and baselines read the same
/// on every machine; ``Report`` joins it with the root the user named when it prints.
public struct Location: Comparable, Sendable {
    /// The file, relative to the package root (`Sources/App/Feature.swift`).
    public let file: String
    /// The line, counted from 1.
    public let line: Int
    /// The column in UTF-8 bytes, counted from 1, as the Swift compiler counts it: the text and
    /// JSON reports print it.
    public let column: Int
    /// The same column in UTF-16 code units, counted from 1, as SARIF counts it by default: it
    /// differs from ``column`` after non-ASCII text on the line (`"é"` is two bytes, one unit).
    public let utf16Column: Int

    /// - Parameter utf16Column: Where the column falls in UTF-16 code units; `nil` when the
    ///   line is ASCII up to it, and both counts agree.
    public init(file: String, line: Int, column: Int, utf16Column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.utf16Column = utf16Column ?? column
    }

    public static func < (lhs: Location, rhs: Location) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

extension Location: Hashable {
    /// A place is its file, line and byte column: the UTF-16 column follows from the text.
    public static func == (lhs: Location, rhs: Location) -> Bool {
        (lhs.file, lhs.line, lhs.column) == (rhs.file, rhs.line, rhs.column)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(line)
        hasher.combine(column)
    }
}

extension Location: Codable {
    private enum CodingKeys: String, CodingKey {
        case file, line, column, utf16Column
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            file: container.decode(String.self, forKey: .file),
            line: container.decode(Int.self, forKey: .line),
            column: container.decode(Int.self, forKey: .column),
            utf16Column: container.decodeIfPresent(Int.self, forKey: .utf16Column)
        )
    }

    /// `utf16Column` is written only where it differs from `column`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
        if utf16Column != column { try container.encode(utf16Column, forKey: .utf16Column) }
    }
}

extension Location: CustomStringConvertible {
    /// `Sources/App/Feature.swift:12:9`.
    public var description: String {
        "\(file):\(line):\(column)"
    }
}

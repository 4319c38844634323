/// A place in a source file, as compilers and editors print it: `path:line:column`.
///
/// The path is relative to the checked package's root, so reports and baselines read the same
/// on every machine; ``Report`` joins it with the root the user named when it prints.
public struct Location: Hashable, Comparable, Codable, Sendable {
    /// The file, relative to the package root (`Sources/App/Feature.swift`).
    public let file: String
    /// The line, counted from 1.
    public let line: Int
    /// The column in UTF-8 bytes, counted from 1, as the Swift compiler counts it.
    public let column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (lhs: Location, rhs: Location) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

extension Location: CustomStringConvertible {
    /// `Sources/App/Feature.swift:12:9`.
    public var description: String {
        "\(file):\(line):\(column)"
    }
}

/// A rule's stable name, as reports, `.trellis-check.yml` and the documentation spell it.
///
/// Each rule declares its own, once, in its file: `extension RuleID { public static let
/// unusedPlug: RuleID = "unused-plug" }` beside `struct UnusedPlug: Rule`.
public struct RuleID: RawRepresentable, Hashable, Codable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }
}

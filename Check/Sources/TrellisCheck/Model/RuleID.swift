/// A rule's stable name, as reports, `.trellis-check.yml` and the documentation spell it.
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

    /// An action called with nothing reachable from an executable's start-up plugging it.
    public static let unpluggedAction: RuleID = "unplugged-action"
    /// A plug for an action that nothing calls.
    public static let unusedPlug: RuleID = "unused-plug"
    /// An injection key that nothing reads.
    public static let unreadKey: RuleID = "unread-key"
    /// A required injection key read with nothing reachable from start-up installing a value.
    public static let uninstalledKey: RuleID = "uninstalled-key"
    /// A renderable that is not an immutable value.
    public static let immutableRenderable: RuleID = "immutable-renderable"
    /// An interaction class that is not final.
    public static let finalInteraction: RuleID = "final-interaction"
    /// A strong back reference that Super Simple Architecture or the iOS Architecture Patterns
    /// notes hold weakly.
    public static let weakViewReference: RuleID = "weak-view-reference"
    /// A class inheriting from another class of the same codebase.
    public static let noCustomInheritance: RuleID = "no-custom-inheritance"
    /// A module importing one its layer may not see.
    public static let layerImports: RuleID = "layer-imports"
    /// A view reading an injection key or calling an action.
    public static let viewNoRepository: RuleID = "view-no-repository"
}

/// What a package's features use and where it is provided: actions declared, called and
/// plugged; injection keys declared, read and installed; and what each executable's start-up
/// reaches.
///
/// ```swift
/// let analysis = try Checker(configuration: .default).analyze(Project.package(at: "."))
/// for call in analysis.graph.calls where call.action == "LikePhoto" { print(call.location) }
/// ```
public struct FeatureGraph: Sendable {
    /// A type conforming to `AsyncAction` or `SyncAction`.
    public struct Action: Hashable, Sendable, Codable {
        public let name: String
        public let location: Location
        public let target: String
        public let isAsync: Bool
    }

    /// A type conforming to `InjectionKey` (or `RequiredInjectionKey`), with the
    /// `InjectedValues` properties that read and write it.
    public struct Key: Hashable, Sendable, Codable {
        public let name: String
        public let location: Location
        public let target: String
        public let isRequired: Bool
        public let properties: [String]
    }

    /// `action(X.self…)` or `X.perform(…)`; extension sugar like `photo.like()` is a call of
    /// the function holding one of these.
    public struct Call: Hashable, Sendable, Codable {
        public let action: String
        public let location: Location
        public let target: String
        /// The type the call is written in, if any.
        public let enclosingType: String?
        /// The function, initializer or property the call is written in.
        public let function: String
    }

    /// A read or an install of a key; `key` is the key type's name, or `\.property` when the
    /// property's key is declared outside the checked sources.
    public struct KeyUse: Hashable, Sendable, Codable {
        public let key: String
        public let form: String
        public let location: Location
        public let target: String
        public let enclosingType: String?
        public let function: String
    }

    /// What an executable's start-up reaches.
    public struct StartUp: Hashable, Sendable, Codable {
        /// The executable target.
        public let target: String
        /// Its `@main` type or `main.swift`.
        public let location: Location
        /// Indices into ``FeatureGraph/plugs`` of the plugs it reaches.
        public let plugs: [Int]
        /// Indices into ``FeatureGraph/installs`` of the installs it reaches.
        public let installs: [Int]
        /// Where a missing plug or install belongs: the end of the start-up function that
        /// configures `InjectedValues`, or of the start-up itself.
        public let configurationSite: Location
        /// That function's name and the name it gives the values (`configureGallery`, `app`),
        /// when there is one.
        public let configurationFunction: String?
        public let configurationParameter: String?
    }

    public internal(set) var actions: [Action] = []
    public internal(set) var keys: [Key] = []
    public internal(set) var calls: [Call] = []
    public internal(set) var plugs: [PlugSite] = []
    public internal(set) var reads: [KeyUse] = []
    public internal(set) var installs: [KeyUse] = []
    public internal(set) var startUps: [StartUp] = []

    public init() {}

    public func action(named name: String) -> Action? {
        actions.first { $0.name == name }
    }

    public func key(named name: String) -> Key? {
        keys.first { $0.name == name }
    }
}

/// A place an action is plugged.
public struct PlugSite: Hashable, Sendable, Codable {
    /// How it is spelled.
    public enum Form: String, Hashable, Sendable, Codable {
        /// `Actions.plug(X.self, …)`: for the whole process.
        case actions = "Actions.plug"
        /// `X.self <~ …`: for the whole process.
        case `operator` = "<~"
        /// `app.plug(X.self, …)` in a start-up function or a scope.
        case scope = "plug"
        /// `@Test(.plugging(X.self, …))`.
        case trait = ".plugging"
    }

    public let action: String
    public let form: Form
    public let location: Location
    public let target: String
    public let enclosingType: String?
    public let function: String
}

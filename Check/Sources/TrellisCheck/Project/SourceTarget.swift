/// A module's sources, as the checker sees them: a SwiftPM target, or a folder named on the
/// command line.
public struct SourceTarget: Hashable, Sendable {
    /// What a target is for: reachability starts at executables, and call sites in tests are
    /// the tests' own business.
    public enum Kind: String, Hashable, Codable, Sendable {
        case library
        case executable
        case test
    }

    /// The module name.
    public let name: String
    public var kind: Kind
    /// Its folder, relative to the package root.
    public let path: String
    /// Its Swift files, relative to the package root, sorted.
    public var files: [String]
    /// The targets of the same package it depends on.
    public let dependencies: [String]
    /// Whether ``dependencies`` are known: a folder named on the command line has no manifest
    /// saying what it may import.
    public let declaresDependencies: Bool
    /// What a declaration that states no isolation is, as the manifest's `swiftSettings` say.
    public let defaultIsolation: DefaultIsolation

    public init(
        name: String, kind: Kind, path: String, files: [String], dependencies: [String] = [], declaresDependencies: Bool = true,
        defaultIsolation: DefaultIsolation = .nonisolated
    ) {
        self.name = name
        self.kind = kind
        self.path = path
        self.files = files
        self.dependencies = dependencies
        self.declaresDependencies = declaresDependencies
        self.defaultIsolation = defaultIsolation
    }
}

/// The isolation a target gives a declaration that states none (SE-0466): Swift's own default,
/// or the main actor that `swiftSettings: [.defaultIsolation(MainActor.self)]` sets, as Xcode
/// 26 does for a new app.
public enum DefaultIsolation: String, Hashable, Codable, Sendable {
    /// No setting, or `.defaultIsolation(nil)`: such a declaration is nonisolated.
    case nonisolated
    /// `.defaultIsolation(MainActor.self)`: such a declaration is main-actor code.
    case mainActor = "main-actor"
    /// Settings the manifest reader cannot follow, or a folder named with `--sources`, which
    /// has no manifest: the rules that depend on it judge nothing there.
    case unknown
}

import Foundation
import TrellisCheck

/// The fixture packages under `Fixtures/` and in-memory projects.
enum Fixtures {
    /// The copied `Fixtures` folder.
    static var root: String {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures").path
    }

    /// The fixture package at `Fixtures/<relative>`.
    static func project(_ relative: String) throws -> Project {
        try Project.package(at: root + "/" + relative)
    }

    /// The findings of every rule on a fixture package.
    static func check(_ relative: String, configuration: Configuration = .default) throws -> CheckResult {
        try Checker(configuration: configuration).check(project(relative))
    }

    /// The findings of one rule on a fixture package.
    static func findings(_ rule: RuleID, in relative: String, configuration: Configuration = .default) throws -> [Diagnostic] {
        try check(relative, configuration: configuration).diagnostics.filter { $0.rule == rule }
    }

    /// A project of one library target, `Feature`, holding `files`.
    static func feature(_ files: [String: String]) -> Project {
        Project.inMemory([(SourceTarget(name: "Feature", kind: .library, path: "Sources/Feature", files: []), files.mapKeys { "Sources/Feature/" + $0 })])
    }

    /// A project of a library `Feature` and an executable `App` that depends on it.
    static func app(feature: [String: String], app: [String: String], tests: [String: String] = [:]) -> Project {
        var targets: [(target: SourceTarget, files: [String: String])] = [
            (SourceTarget(name: "Feature", kind: .library, path: "Sources/Feature", files: []), feature.mapKeys { "Sources/Feature/" + $0 }),
            (SourceTarget(name: "App", kind: .executable, path: "Sources/App", files: [], dependencies: ["Feature"]), app.mapKeys { "Sources/App/" + $0 }),
        ]
        if !tests.isEmpty {
            targets.append(
                (SourceTarget(name: "FeatureTests", kind: .test, path: "Tests/FeatureTests", files: [], dependencies: ["Feature"]), tests.mapKeys { "Tests/FeatureTests/" + $0 })
            )
        }
        return Project.inMemory(targets)
    }
}

extension Dictionary where Key == String {
    func mapKeys(_ transform: (String) -> String) -> [String: Value] {
        Dictionary(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}

import Foundation
import Testing
@testable import TrellisCheck

struct KitTests {
    /// The repository's root, which holds the kit's Package.swift.
    private static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// A new module of the kit is code that uses the kit as soon as it is added to Package.swift.
    @Test func theKitsModulesAreTheTrellisTargetsOfTheRootManifest() throws {
        let kit = try Project.package(at: Self.repositoryRoot)
        let modules = kit.targets.filter { $0.kind != .test && $0.name.hasPrefix("Trellis") }.map(\.name)
        #expect(Set(modules) == Kit.modules)
    }

    @Test func aFileUsesTheKitWhenItImportsAnyOfItsModules() throws {
        let analysis = try Checker().analyze(Fixtures.feature([
            "A.swift": "import TrellisDependencies\n",
            "B.swift": "@testable import TrellisTesting\n",
            "C.swift": "import Foundation\nimport TrellisCheck\n",
        ]))
        #expect(analysis.facts.map(\.importsKit) == [true, true, false])
    }
}

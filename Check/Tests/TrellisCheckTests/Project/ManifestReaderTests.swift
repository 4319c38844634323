import Testing
@testable import TrellisCheck

struct ManifestReaderTests {
    @Test func targetsWithTheirKindPathDependenciesAndExclusions() {
        let declarations = ManifestReader.declarations(in: """
            let package = Package(
                name: "App",
                targets: [
                    .target(name: "Core", dependencies: [.product(name: "GRDB", package: "GRDB.swift")], swiftSettings: settings),
                    .target(name: "Shared", path: "Tests/Shared", exclude: ["Old"]),
                    .executableTarget(name: "app", dependencies: ["Core", .target(name: "Shared")]),
                    .testTarget(name: "CoreTests", dependencies: [.byName(name: "Core")], resources: [.copy("Fixtures")]),
                    .plugin(name: "Lint", capability: .buildTool()),
                ]
            )
            """)
        #expect(declarations == [
            .init(name: "Core", kind: .library, path: nil, dependencies: [], excluded: []),
            .init(name: "Shared", kind: .library, path: "Tests/Shared", dependencies: [], excluded: ["Old"]),
            .init(name: "app", kind: .executable, path: nil, dependencies: ["Core", "Shared"], excluded: []),
            .init(name: "CoreTests", kind: .test, path: nil, dependencies: ["Core"], excluded: ["Fixtures"]),
        ])
    }

    @Test func aFixturePackageReadFromDisk() throws {
        let project = try Fixtures.project("Rules/unplugged-action/violating")
        #expect(project.targets.map(\.name) == ["Feature", "App"])
        #expect(project.targets.map(\.kind) == [.library, .executable])
        #expect(project.targets[1].files == ["Sources/App/App.swift"])
        #expect(project.targets[1].dependencies == ["Feature"])
    }

    @Test func aMissingManifestSaysWhatToPass() {
        #expect(throws: CheckError.self) { try Project.package(at: Fixtures.root + "/nowhere") }
    }

    @Test func namingATargetReadsWhatItNeedsAndReportsOnlyIt() throws {
        let project = try Fixtures.project("Rules/unplugged-action/violating")
        #expect(try project.scope(for: ["Feature"]).map(\.name) == ["Feature", "App"])
        #expect(try project.scope(for: ["App"]).map(\.name) == ["Feature", "App"])
        #expect(throws: CheckError.self) { try project.scope(for: ["Missing"]) }
        let analysis = try Checker().analyze(project, targets: ["App"])
        #expect(analysis.reportedTargets == ["App"])
    }
}

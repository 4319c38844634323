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

    @Test func listsSharedThroughTopLevelLetsPlusAndMapReadAsWrittenOut() {
        let declarations = ManifestReader.declarations(in: """
            let shared: [Target.Dependency] = ["Domain", .product(name: "Trellis", package: "Trellis")]
            let features: [Target] = [
                .target(name: "Login", dependencies: shared),
                .target(name: "Feed", dependencies: shared + ["Login"]),
            ]
            let package = Package(
                name: "App",
                targets: features + [
                    .target(name: "Domain"),
                    .executableTarget(name: "app", dependencies: ["Domain"] + features.map { .target(name: $0.name) }),
                    .testTarget(name: "AppTests", dependencies: features.map { .byName(name: $0.name) } + ["app"]),
                    .testTarget(name: "Other", dependencies: features.map { .target(name: $0.name.lowercased()) }),
                ]
            )
            """)
        #expect(declarations == [
            .init(name: "Login", kind: .library, path: nil, dependencies: ["Domain"], excluded: []),
            .init(name: "Feed", kind: .library, path: nil, dependencies: ["Domain", "Login"], excluded: []),
            .init(name: "Domain", kind: .library, path: nil, dependencies: [], excluded: []),
            .init(name: "app", kind: .executable, path: nil, dependencies: ["Domain", "Login", "Feed"], excluded: []),
            .init(name: "AppTests", kind: .test, path: nil, dependencies: ["Login", "Feed", "app"], excluded: []),
            // A closure that does more than name each target is not followed.
            .init(name: "Other", kind: .test, path: nil, dependencies: [], excluded: []),
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

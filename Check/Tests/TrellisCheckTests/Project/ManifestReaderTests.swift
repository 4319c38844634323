import Foundation
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

    // MARK: - Targets made by a function of the manifest

    /// The shape of `Consumers/Package.swift`: one function makes an app target and its tests
    /// from a name and a settings list, and `targets:` joins its calls.
    static let appPerSetting = """
        // swift-tools-version: 6.2
        import PackageDescription

        let newApp: [SwiftSetting] = [.swiftLanguageMode(.v6), .defaultIsolation(MainActor.self)]
        let plain: [SwiftSetting] = [.swiftLanguageMode(.v6)]

        func app(_ name: String, _ settings: [SwiftSetting]) -> [Target] {
            [
                .target(
                    name: name,
                    dependencies: [.product(name: "Trellis", package: "Trellis")],
                    path: "Sources/\\(name)",
                    swiftSettings: settings
                ),
                .testTarget(
                    name: "\\(name)Tests",
                    dependencies: [.target(name: name), .product(name: "TrellisTesting", package: "Trellis")],
                    path: "Tests/\\(name)Tests",
                    swiftSettings: settings + [.unsafeFlags(["-module-alias", "NotesApp=\\(name)"])]
                ),
            ]
        }

        let package = Package(
            name: "Consumers",
            targets: app("NewApp", newApp)
                + app("Plain", plain)
        )
        """

    @Test func targetsAFunctionMakesAreReadWithEachCallsArguments() {
        let declarations = ManifestReader.declarations(in: Self.appPerSetting)
        #expect(declarations == [
            .init(name: "NewApp", kind: .library, path: "Sources/NewApp", dependencies: [], excluded: [], defaultIsolation: .mainActor),
            .init(name: "NewAppTests", kind: .test, path: "Tests/NewAppTests", dependencies: ["NewApp"], excluded: [], defaultIsolation: .mainActor),
            .init(name: "Plain", kind: .library, path: "Sources/Plain", dependencies: [], excluded: []),
            .init(name: "PlainTests", kind: .test, path: "Tests/PlainTests", dependencies: ["Plain"], excluded: []),
        ])
    }

    @Test func aFunctionOfOneTargetLabelsDefaultsLetsAndListsMappedThroughIt() {
        let declarations = ManifestReader.declarations(in: """
            let features = ["Login", "Feed"]
            let shared: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

            func feature(_ name: String, folder: String = "Features", settings: [SwiftSetting] = []) -> Target {
                let path = "\\(folder)/\\(name)"
                let dependencies: [Target.Dependency] = ["Domain"]
                return .target(name: name, dependencies: dependencies, path: path, swiftSettings: settings)
            }

            func tested(_ name: String) -> [Target] {
                [feature(name, settings: shared), .testTarget(name: name + "Tests", dependencies: [.target(name: name)])]
            }

            let package = Package(
                name: "App",
                targets: [feature("Domain", folder: "Core")]
                    + features.map { feature($0) }
                    + ["Profile"].flatMap { name in tested(name) }
            )
            """)
        #expect(declarations.map(\.name) == ["Domain", "Login", "Feed", "Profile"])
        #expect(declarations.map(\.path) == ["Core/Domain", "Features/Login", "Features/Feed", "Features/Profile"])
        #expect(declarations.map(\.dependencies) == [["Domain"], ["Domain"], ["Domain"], ["Domain"]])
        #expect(declarations.map(\.defaultIsolation) == [.nonisolated, .nonisolated, .nonisolated, .mainActor])
        // `name + "Tests"` is computed: that target is not read, and the others are.
        #expect(!declarations.contains { $0.kind == .test })
    }

    @Test func settingsAFunctionReturnsAreFollowed() {
        let declarations = ManifestReader.declarations(in: """
            func settings(mainActor: Bool) -> [SwiftSetting] {
                let base: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]
                return base + [.defaultIsolation(MainActor.self)]
            }
            let package = Package(name: "App", targets: [.target(name: "App", swiftSettings: settings(mainActor: true))])
            """)
        #expect(declarations.map(\.defaultIsolation) == [.mainActor])
    }

    @Test func aManifestWhoseTargetsTheReaderCannotFollowSaysWhereAndWhy() throws {
        let folder = try TemporaryFolder()
        try folder.write("""
            // swift-tools-version: 6.1
            import PackageDescription

            func targets(_ names: [String]) -> [Target] {
                var all: [Target] = []
                for name in names { all.append(.target(name: name)) }
                return all
            }

            let package = Package(name: "App", targets: targets(["Core", "App"]))

            """, to: "Package.swift")
        let error = try #require(throws: CheckError.self) { try Project.package(at: folder.path) }
        #expect(error.message.hasSuffix("Package.swift:10: no target found: `targets([\"Core\", \"App\"])` calls a function of the manifest that the manifest reader does not follow — it follows a function whose body is `let`s and one returned expression, whose parameters the call gives; write it that way, or name the folders to check with --sources"))

        try folder.write("""
            // swift-tools-version: 6.1
            import PackageDescription

            let names = ["Core", "App"]
            let package = Package(name: "App", targets: names.map { .target(name: $0.lowercased()) })

            """, to: "Package.swift")
        let computed = try #require(throws: CheckError.self) { try Project.package(at: folder.path) }
        #expect(computed.message.hasSuffix("Package.swift:5: no target found: the name of this target (`name: $0.lowercased()`) and 1 more is computed in a way the manifest reader does not follow — it reads a literal, a top-level `let`, or a parameter of a top-level function that returns its targets, called with those, in a function whose body is `let`s and one returned expression, also mapped over a list; write the names that way, or name the folders to check with --sources"))
    }

    /// The repository's own `Consumers` package, which builds its targets with a function.
    @Test func theConsumersPackageIsRead() throws {
        let consumers = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Consumers").path
        try #require(FileManager.default.fileExists(atPath: consumers + "/Package.swift"), "no Consumers package beside Check")
        let project = try Project.package(at: consumers)
        #expect(project.targets.map(\.name) == ["XcodeNewApp", "XcodeNewAppTests", "Swift5NewApp", "Swift5NewAppTests", "Swift6Plain", "Swift6PlainTests"])
        #expect(project.targets.map(\.defaultIsolation) == [.mainActor, .mainActor, .mainActor, .mainActor, .nonisolated, .nonisolated])
        #expect(project.targets.map(\.path) == ["Sources/XcodeNewApp", "Tests/XcodeNewAppTests", "Sources/Swift5NewApp", "Tests/Swift5NewAppTests", "Sources/Swift6Plain", "Tests/Swift6PlainTests"])
        #expect(project.targets.allSatisfy { !$0.files.isEmpty })
        #expect(project.targets[1].dependencies == ["XcodeNewApp"])
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

import Foundation
import Testing
import TrellisCheck

struct ScaffoldTests {
    @Test(arguments: Scaffold.Pattern.allCases)
    func eachPatternWritesSourcesInTheGalleryLayoutAndATest(_ pattern: Scaffold.Pattern) throws {
        let files = try Scaffold(pattern: pattern, name: "Greeting", module: "Gallery").files()
        let folder = pattern.folder
        #expect(files.first?.path == "Sources/Gallery/\(folder)/LoadGreeting.swift")
        #expect(files.dropLast().allSatisfy { $0.path.hasPrefix("Sources/Gallery/\(folder)/") })
        #expect(files.last?.path.hasPrefix("Tests/GalleryTests/\(folder)/Greeting") == true)
        #expect(files.last?.contents.contains("@Test(.plugging(LoadGreeting.self") == true)
    }

    @Test(arguments: ["greeting", "Greet ing", "", "Gre-eting"])
    func aNameMustBeATypeName(_ name: String) {
        #expect(throws: CheckError.self) { try Scaffold(pattern: .ssa, name: name, module: "Gallery") }
    }

    /// Every pattern written into one temporary package whose tests run: the screens compile
    /// and pass as written, the checker finds nothing in them, and the dependency list it writes
    /// compiles and names every action. One build for all four.
    @Test(.timeLimit(.minutes(30)))
    func everyPatternCompilesPassesItsTestsAndChecksClean() throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-scaffold-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: package) }
        let kit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var files: [Scaffold.File] = []
        for (pattern, name) in zip(Scaffold.Pattern.allCases, ["Greeting", "Profile", "Inbox", "Settings"]) {
            files += try Scaffold(pattern: pattern, name: name, module: "Screens").files()
        }
        files.append(Scaffold.File(path: "Package.swift", contents: """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "Screens",
                platforms: [.macOS(.v15)],
                dependencies: [.package(name: "Trellis", path: "\(kit.path)")],
                targets: [
                    .target(name: "Screens", dependencies: [.product(name: "Trellis", package: "Trellis")]),
                    .testTarget(
                        name: "ScreensTests",
                        dependencies: ["Screens", .product(name: "Trellis", package: "Trellis"), .product(name: "TrellisTesting", package: "Trellis")]
                    ),
                ],
                swiftLanguageModes: [.v6]
            )
            """))
        for file in files {
            let url = package.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
        }

        let checked = try Checker().check(Project.package(at: package.path))
        #expect(checked.diagnostics == [])

        // The generated dependency list compiles in the test target and names every action.
        let list = DependencyList.make(try Checker().analyze(Project.package(at: package.path)), targets: ["Screens"], folders: [], name: nil, imports: ["Trellis"])
        for file in [
            Scaffold.File(path: "Tests/ScreensTests/ScreensDependencies.swift", contents: list.swiftSource()),
            Scaffold.File(path: "Tests/ScreensTests/ScreensDependenciesTests.swift", contents: """
                import Testing
                import Trellis
                import TrellisTesting
                @testable import Screens

                struct ScreensDependenciesTests {
                    @Test func theListNamesEveryActionTheScreensCall() {
                        let missing = missingDependencies(actions: ScreensDependencies.actions, injectionKeys: ScreensDependencies.injectionKeys)
                        #expect(missing.map { $0.name }.sorted() == ["LoadGreeting", "LoadInbox", "LoadProfile", "LoadSettings"])
                    }
                }

                """),
        ] {
            try Data(file.contents.utf8).write(to: package.appendingPathComponent(file.path))
        }

        let (status, output) = try run(["swift", "test", "--package-path", package.path, "--scratch-path", package.appendingPathComponent(".build").path])
        #expect(status == 0, "swift test failed:\n\(output.suffix(6000))")
        for suite in ["GreetingInteractionTests", "ProfilePresenterTests", "InboxModuleTests", "SettingsCoordinatorTests", "ScreensDependenciesTests"] {
            #expect(output.contains("Suite \(suite) passed") || output.contains("Suite \"\(suite)\" passed"), "\(suite) did not pass:\n\(output.suffix(6000))")
        }
    }

    private func run(_ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

import Foundation
import Testing
import TrellisCheck

struct ScaffoldTests {
    @Test(arguments: Scaffold.Pattern.allCases)
    func eachPatternWritesSourcesInTheGalleryLayoutAndATest(_ pattern: Scaffold.Pattern) throws {
        let files = try Scaffold(pattern: pattern, name: "Greeting", module: "Gallery").files()
        let folder = pattern.folder
        #expect(files.first?.path == "Sources/Gallery/\(folder)/LoadGreeting.swift")
        let sources = files.prefix { $0.path.hasPrefix("Sources/Gallery/\(folder)/") }
        let tests = files.dropFirst(sources.count)
        #expect(sources.count >= 2)
        #expect(tests.map(\.path).last == "Tests/GalleryTests/\(folder)/FixedGreeting.swift")
        #expect(tests.allSatisfy { $0.path.hasPrefix("Tests/GalleryTests/\(folder)/") })
        let test = try #require(tests.first)
        #expect(test.path.hasPrefix("Tests/GalleryTests/\(folder)/Greeting") && test.path.hasSuffix("Tests.swift"))
        #expect(test.contents.contains("@Test(.plugging(LoadGreeting.self, to: FixedGreeting())"))
    }

    /// The Gallery keeps a target per pattern: a screen goes in the pattern's target, its test
    /// beside the pattern's tests in the test target.
    @Test(arguments: Scaffold.Pattern.allCases)
    func inTheGalleryEachPatternWritesIntoItsOwnTarget(_ pattern: Scaffold.Pattern) throws {
        let gallery = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Gallery")
        let layout = try Scaffold.layout(in: Project.package(at: gallery.path), pattern: pattern)
        #expect(layout.module == pattern.folder)
        let files = try Scaffold(pattern: pattern, name: "Profile", module: layout.module, sourcesPath: layout.sourcesPath, testsPath: layout.testsPath).files()
        let folder = pattern == .viper ? "Sources/VIPER/Profile" : "Sources/\(pattern.folder)"
        let sources = files.prefix { $0.path.hasPrefix(folder + "/") }
        #expect(sources.count >= 2 && sources.allSatisfy { !$0.path.dropFirst(folder.count + 1).contains("/") })
        let tests = files.dropFirst(sources.count)
        #expect(tests.allSatisfy { $0.path.hasPrefix("Tests/GalleryTests/Patterns/\(pattern.folder)/") })
        let test = try #require(tests.first)
        #expect(test.path.hasPrefix("Tests/GalleryTests/Patterns/\(pattern.folder)/Profile"))
        #expect(test.contents.contains("@testable import \(pattern.folder)"))
    }

    @Test func aPackageWithOneLibraryTakesEveryPatternInAFolder() throws {
        let project = Project.inMemory([(SourceTarget(name: "App", kind: .library, path: "Sources/App", files: []), [:])])
        let layout = try Scaffold.layout(in: project, pattern: .mvp)
        #expect(layout == (module: "App", sourcesPath: "Sources/App", testsPath: "Tests/AppTests"))
        #expect(throws: CheckError.self) {
            try Scaffold.layout(in: Project.inMemory([
                (SourceTarget(name: "A", kind: .library, path: "Sources/A", files: []), [:]),
                (SourceTarget(name: "B", kind: .library, path: "Sources/B", files: []), [:]),
            ]), pattern: .mvp)
        }
    }

    /// VIPER's test checks with the test kit's leak tracker that the module's weak references
    /// free it, rather than by hand.
    @Test func theVIPERTestUsesTheKitsLeakCheck() throws {
        let test = try #require(try Scaffold(pattern: .viper, name: "Profile", module: "App").files().first { $0.path.hasSuffix("/ProfileModuleTests.swift") })
        #expect(test.contents.contains("await expectNoLeaks { tracker in"))
        #expect(test.contents.contains("tracker.track(ProfileRouter.start())"))
        #expect(!test.contents.contains("weak let"))
    }

    @Test(arguments: ["greeting", "Greet ing", "", "Gre-eting"])
    func aNameMustBeATypeName(_ name: String) {
        #expect(throws: CheckError.self) { try Scaffold(pattern: .superSimple, name: name, module: "Gallery") }
    }

    /// Every pattern written into one temporary package whose tests run: the screens compile
    /// and pass as written, the checker finds nothing in them, and the dependency list it writes
    /// compiles and names every action. One build for all eight.
    @Test(.timeLimit(.minutes(30)))
    func everyPatternCompilesPassesItsTestsAndChecksClean() throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-scaffold-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: package) }
        let kit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var files: [Scaffold.File] = []
        let names = ["Greeting", "Album", "Contacts", "Feed", "Settings", "Inbox", "Profile", "Photos"]
        #expect(names.count == Scaffold.Pattern.allCases.count)
        for (pattern, name) in zip(Scaffold.Pattern.allCases, names) {
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
                    .executableTarget(name: "ScreensApp", dependencies: ["Screens", .product(name: "Trellis", package: "Trellis")]),
                    .testTarget(
                        name: "ScreensTests",
                        dependencies: ["Screens", .product(name: "Trellis", package: "Trellis"), .product(name: "TrellisTesting", package: "Trellis")]
                    ),
                ],
                swiftLanguageModes: [.v6]
            )
            """))
        files += Self.startUp
        for file in files {
            let url = package.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url)
        }

        // The app starts with nothing plugged: the checker says which line plugs each action and
        // installs the key, and those lines, written in, compile and leave nothing to report.
        let unplugged = try Checker().check(Project.package(at: package.path)).diagnostics
        #expect(unplugged.filter { $0.rule == .unpluggedAction }.count == names.count)
        #expect(unplugged.filter { $0.rule == .uninstalledKey }.count == 1)
        #expect(unplugged.allSatisfy { [.unpluggedAction, .uninstalledKey].contains($0.rule) }, "\(unplugged)")
        try Self.writeFixes(unplugged, into: package.appendingPathComponent("Sources/Screens/StartUp.swift"))
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
                        #expect(missing.map { $0.name }.sorted() == [
                            "GreetingStyleKey", "LoadAlbum", "LoadContacts", "LoadFeed", "LoadGreeting", "LoadInbox", "LoadPhotos", "LoadProfile",
                            "LoadSettings",
                        ])
                    }
                }

                """),
        ] {
            try Data(file.contents.utf8).write(to: package.appendingPathComponent(file.path))
        }

        let (status, output) = try run(["swift", "test", "--package-path", package.path, "--scratch-path", package.appendingPathComponent(".build").path])
        #expect(status == 0, "swift test failed:\n\(output.suffix(6000))")
        // Each pattern's suite is its test file, named after it.
        let suites = files.map { URL(fileURLWithPath: $0.path).deletingPathExtension().lastPathComponent }.filter { $0.hasSuffix("Tests") }
        #expect(suites.count == names.count)
        for suite in suites + ["ScreensDependenciesTests"] {
            #expect(output.contains("Suite \(suite) passed") || output.contains("Suite \"\(suite)\" passed"), "\(suite) did not pass:\n\(output.suffix(6000))")
        }
    }

    /// A start-up that plugs nothing yet, the executable that runs it, and a required key it
    /// must install.
    static let startUp = [
        Scaffold.File(path: "Sources/Screens/StartUp.swift", contents: """
            import Trellis

            /// How greetings are worded; the app must say.
            enum GreetingStyleKey: RequiredInjectionKey {
                typealias Value = String
            }

            extension InjectedValues {
                var greetingStyle: String {
                    get { Self[GreetingStyleKey.self] }
                    set { Self[GreetingStyleKey.self] = newValue }
                }
            }

            func greetingStyle() -> String {
                InjectedValues[\\.greetingStyle]
            }

            /// Answers every screen's action.
            struct Answer: SyncPerforming {
                func perform(_: Void) -> String {
                    "Hello"
                }
            }

            public func configureScreens(_ app: inout InjectedValues) {
            }

            """),
        Scaffold.File(path: "Sources/ScreensApp/main.swift", contents: """
            import Screens
            import Trellis

            InjectedValues.install(configureScreens)

            """),
    ]

    /// Writes each finding's line into the start-up, where its fix says, its `…` filled in.
    static func writeFixes(_ findings: [Diagnostic], into file: URL) throws {
        var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        let end = try #require(lines.firstIndex(of: "public func configureScreens(_ app: inout InjectedValues) {")) + 1
        for finding in findings {
            // `add `app.plug(LoadGreeting.self, to: …)` at the end of `configureScreens` (…:23)`
            let code = try #require(finding.fix.split(separator: "`").dropFirst().first.map(String.init), "\(finding.fix)")
            #expect(finding.fix.contains("at the end of `configureScreens` (Sources/Screens/StartUp.swift:\(end + 1))"), "\(finding.fix)")
            let value = finding.rule == .unpluggedAction ? "Answer()" : "\"plain\""
            lines.insert("    " + code.replacingOccurrences(of: "…", with: value), at: end)
        }
        try Data(lines.joined(separator: "\n").utf8).write(to: file)
    }

    private func run(_ arguments: [String]) throws -> (Int32, String) {
        try runOnPath(arguments)
    }
}

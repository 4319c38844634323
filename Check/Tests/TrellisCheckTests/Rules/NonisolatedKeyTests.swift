import Foundation
import Testing
import TrellisCheck

struct NonisolatedKeyTests {
    /// The README's key without any `nonisolated`: a protocol, its implementation made by the
    /// key, the key, its `InjectedValues` property.
    static let readmeKeyWithoutTheWords = """
        import Trellis

        protocol UsersRepository: Sendable {
            func names() -> [String]
        }

        struct RemoteUsersRepository: UsersRepository {
            func names() -> [String] { ["Frank"] }
        }

        private enum UsersRepositoryKey: InjectionKey {
            static let defaultValue: any UsersRepository = RemoteUsersRepository()
        }

        extension InjectedValues {
            var usersRepository: any UsersRepository {
                get { Self[UsersRepositoryKey.self] }
                set { Self[UsersRepositoryKey.self] = newValue }
            }
        }

        """

    /// The same key as the README writes it.
    static let readmeKey = """
        import Trellis

        nonisolated protocol UsersRepository: Sendable {
            func names() -> [String]
        }

        nonisolated struct RemoteUsersRepository: UsersRepository {
            func names() -> [String] { ["Frank"] }
        }

        // Nonisolated without the word: it conforms to a nonisolated protocol refining Sendable.
        struct MockedUsersRepository: UsersRepository {
            init() {}
            func names() -> [String] { ["Dave"] }
        }

        private enum UsersRepositoryKey: InjectionKey {
            static let defaultValue: any UsersRepository = RemoteUsersRepository()
            static var testValue: any UsersRepository { MockedUsersRepository() }
        }

        nonisolated extension InjectedValues {
            var usersRepository: any UsersRepository {
                get { Self[UsersRepositoryKey.self] }
                set { Self[UsersRepositoryKey.self] = newValue }
            }
        }

        """

    /// A package whose `App` library has `settings`, with `files` under `Sources/App`.
    static func package(settings: String, files: [String: String], manifestPrelude: String = "") throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("""
            // swift-tools-version: 6.2
            import PackageDescription
            \(manifestPrelude)
            let package = Package(
                name: "Fixture",
                targets: [
                    .target(name: "App", swiftSettings: \(settings)),
                ]
            )

            """, to: "Package.swift")
        for (path, text) in files { try folder.write(text, to: "Sources/App/" + path) }
        return folder
    }

    /// One library, `App`, with the given default isolation, in memory.
    static func app(_ isolation: DefaultIsolation, _ files: [String: String]) -> Project {
        Project.inMemory([
            (SourceTarget(name: "App", kind: .library, path: "Sources/App", files: [], defaultIsolation: isolation), files.mapKeys { "Sources/App/" + $0 }),
        ])
    }

    static func findings(_ project: Project) throws -> [Diagnostic] {
        try Checker().check(project).diagnostics.filter { $0.rule == .nonisolatedKey }
    }

    // MARK: - The manifest's setting

    @Test func aManifestSettingTheMainActorInlineFlagsEachPlaceWithItsFix() throws {
        let folder = try Self.package(
            settings: "[.defaultIsolation(MainActor.self), .enableUpcomingFeature(\"InferIsolatedConformances\")]",
            files: ["Users.swift": Self.readmeKeyWithoutTheWords]
        )
        let project = try Project.package(at: folder.path)
        #expect(project.targets.map(\.defaultIsolation) == [.mainActor])

        let findings = try Self.findings(project)
        #expect(findings.map(\.severity) == [.error, .error, .error])
        #expect(findings.map(\.location) == [
            Location(file: "Sources/App/Users.swift", line: 3, column: 1),
            Location(file: "Sources/App/Users.swift", line: 7, column: 1),
            Location(file: "Sources/App/Users.swift", line: 15, column: 1),
        ])
        #expect(findings.map(\.message) == [
            "the protocol `UsersRepository`, the value of the injection key `UsersRepositoryKey`, is main-actor isolated in `App`, whose default isolation is the main actor: an actor or a `nonisolated` type that reads the key cannot call its requirements, and the types conforming to it are main-actor code too",
            "`RemoteUsersRepository` is main-actor code in `App`, whose default isolation is the main actor, and it conforms to `UsersRepository`, the protocol of the injection key `UsersRepositoryKey`, and is made by `UsersRepositoryKey.defaultValue`: a key's value is made and read in any isolation, where a main-actor initializer or member cannot be called (\"main actor-isolated default value in a nonisolated context\")",
            "`extension InjectedValues` declares the key property `usersRepository` in `App`, whose default isolation is the main actor, so it is main-actor isolated: reading it from an actor or a `nonisolated` type does not compile (\"cannot form key path to main actor-isolated property\")",
        ])
        #expect(findings.map(\.fix) == [
            "declare `nonisolated protocol UsersRepository`; a type conforming to a nonisolated protocol that refines `Sendable` is then nonisolated too",
            "declare `nonisolated struct RemoteUsersRepository`",
            "write `nonisolated extension InjectedValues`, so the key is read from any isolation",
        ])
        #expect(findings[0].notes.map(\.location) == [Location(file: "Sources/App/Users.swift", line: 12, column: 16)])
        #expect(findings[1].notes.map(\.message) == ["made here, by `UsersRepositoryKey.defaultValue`"])
    }

    @Test func aSharedSettingsConstantIsFollowedByNameAndThroughPlus() throws {
        let prelude = """

            let settings: [SwiftSetting] = [
                .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
                .defaultIsolation(MainActor.self),
            ]
            let appSettings = settings + [.define("APP")]

            """
        let folder = try Self.package(settings: "appSettings", files: ["Users.swift": Self.readmeKeyWithoutTheWords], manifestPrelude: prelude)
        let project = try Project.package(at: folder.path)
        #expect(project.targets.map(\.defaultIsolation) == [.mainActor])
        #expect(try Self.findings(project).count == 3)

        let listed = try Self.package(settings: "settings + [.define(\"APP\")]", files: ["Users.swift": Self.readmeKey], manifestPrelude: prelude)
        let clean = try Project.package(at: listed.path)
        #expect(clean.targets.map(\.defaultIsolation) == [.mainActor])
        #expect(try Self.findings(clean).isEmpty)
    }

    @Test func theManifestReaderReadsEachTargetsIsolation() throws {
        let folder = try TemporaryFolder()
        try folder.write("""
            // swift-tools-version: 6.2
            import PackageDescription

            let mainActor: [SwiftSetting] = [.defaultIsolation(MainActor.self)]
            let package = Package(
                name: "Fixture",
                targets: [
                    .target(name: "Inline", swiftSettings: [.defaultIsolation(MainActor.self, .when(platforms: [.iOS]))]),
                    .target(name: "Named", swiftSettings: mainActor),
                    .target(name: "Plain"),
                    .target(name: "Undone", swiftSettings: mainActor + [.defaultIsolation(nil)]),
                    .executableTarget(name: "Flags", swiftSettings: [.unsafeFlags(["-default-isolation", "MainActor"])]),
                    .testTarget(name: "Tests", swiftSettings: mainActor + [.define("TESTS")]),
                ]
            )

            """, to: "Package.swift")
        let project = try Project.package(at: folder.path)
        #expect(project.targets.map(\.name) == ["Inline", "Named", "Plain", "Undone", "Flags", "Tests"])
        #expect(project.targets.map(\.defaultIsolation) == [.mainActor, .mainActor, .nonisolated, .nonisolated, .mainActor, .mainActor])
    }

    // MARK: - Each kind of finding

    @Test func eachKeyPropertyMissingTheWordIsNamedOnceForItsExtension() throws {
        let findings = try Self.findings(Self.app(.mainActor, ["Keys.swift": """
            import Trellis
            enum CountKey: InjectionKey { static let defaultValue = 0 }
            enum NameKey: InjectionKey { static let defaultValue = "" }
            enum FlagKey: InjectionKey { static let defaultValue = false }
            extension InjectedValues {
                var count: Int { get { Self[CountKey.self] } set { Self[CountKey.self] = newValue } }
                var name: String { get { Self[NameKey.self] } set { Self[NameKey.self] = newValue } }
                nonisolated var flag: Bool { get { Self[FlagKey.self] } set { Self[FlagKey.self] = newValue } }
            }
            """]))
        #expect(findings.map(\.location) == [Location(file: "Sources/App/Keys.swift", line: 5, column: 1)])
        #expect(findings.first?.message.hasPrefix("`extension InjectedValues` declares the key properties `count` and `name` in `App`") == true)
        #expect(findings.first?.fix == "write `nonisolated extension InjectedValues`, so the key is read from any isolation")
    }

    @Test func aTypeAKeyMakesIsFlaggedWhateverItIsDeclaredAs() throws {
        let findings = try Self.findings(Self.app(.mainActor, ["Clock.swift": """
            import Trellis
            struct Clock: Equatable { init() {} }
            final class Session {}
            enum Theme: String { case light }
            nonisolated struct Calendar {}
            actor Counter {}
            enum ClockKey: InjectionKey {
                static let defaultValue = Clock()
                static var testValue: Clock { .init() }
            }
            enum SessionKey: InjectionKey { static let defaultValue = Session() }
            enum ThemeKey: InjectionKey { static let defaultValue = Theme.init(rawValue: "light")! }
            enum CalendarKey: InjectionKey { static let defaultValue = Calendar() }
            enum CounterKey: InjectionKey { static let defaultValue = Counter() }
            """]))
        #expect(findings.map(\.location.line) == [2, 3, 4])
        #expect(findings.map(\.fix) == [
            "declare `nonisolated struct Clock`",
            "declare `nonisolated final class Session`, a `Sendable` one, or, if it is main-actor state, mark it `@MainActor` and give it a `nonisolated init()` the key calls",
            "declare `nonisolated enum Theme`",
        ])
        #expect(findings[0].message.contains("is made by `ClockKey.defaultValue` and `ClockKey.testValue`"))
        #expect(findings[0].notes.map(\.location.line) == [8, 9])
    }

    @Test func aMainActorTypeAKeyMakesNeedsANonisolatedInitializer() throws {
        let findings = try Self.findings(Self.app(.mainActor, ["State.swift": """
            import Observation
            import Trellis
            @MainActor @Observable final class AppState { var signedIn = false }
            @MainActor final class Settings {
                var name: String
                init(name: String) { self.name = name }
                nonisolated init() { name = "" }
            }
            @MainActor final class Cache { var entries: [String] = [] }
            enum AppStateKey: InjectionKey { static let defaultValue = AppState() }
            enum SettingsKey: InjectionKey {
                static let defaultValue = Settings(name: "default")
                static var testValue: Settings { Settings() }
            }
            enum CacheKey: InjectionKey { static let defaultValue = Cache() }
            """]))
        #expect(findings.map(\.location) == [
            Location(file: "Sources/App/State.swift", line: 3, column: 1),
            Location(file: "Sources/App/State.swift", line: 6, column: 5),
        ])
        #expect(findings.map(\.fix) == [
            "add `nonisolated init() {}` to `AppState`, so the key can make it; its members stay on the main actor",
            "write `nonisolated init(name:)`: add `nonisolated` before the initializer, so the key can make it; its members stay on the main actor",
        ])
        #expect(findings[1].message == "`Settings` is main-actor state made by `SettingsKey.defaultValue` through `init(name:)`, which is main-actor isolated: the key makes its value in a nonisolated context, where that does not compile (\"main actor-isolated default value in a nonisolated context\")")
        #expect(findings[1].notes.map(\.location.line) == [12])
    }

    @Test func aProtocolOfAnotherTargetIsJudgedByThatTargetsIsolation() throws {
        let domain = """
            public protocol Store: Sendable { func load() -> Int }
            public struct MemoryStore: Store { public init() {}; public func load() -> Int { 0 } }
            """
        let key = """
            import Trellis
            import Domain
            enum StoreKey: InjectionKey { static let defaultValue: any Store = MemoryStore() }
            nonisolated extension InjectedValues {
                var store: any Store { get { Self[StoreKey.self] } set { Self[StoreKey.self] = newValue } }
            }
            """
        func project(domain isolation: DefaultIsolation) -> Project {
            Project.inMemory([
                (SourceTarget(name: "Domain", kind: .library, path: "Sources/Domain", files: [], defaultIsolation: isolation), ["Sources/Domain/Store.swift": domain]),
                (SourceTarget(name: "App", kind: .library, path: "Sources/App", files: [], dependencies: ["Domain"], defaultIsolation: .mainActor),
                 ["Sources/App/Key.swift": key]),
            ])
        }
        #expect(try Self.findings(project(domain: .nonisolated)).isEmpty)
        #expect(try Self.findings(project(domain: .mainActor)).map(\.location.file) == ["Sources/Domain/Store.swift", "Sources/Domain/Store.swift"])
    }

    // MARK: - Honest: no finding where the code is right

    @Test func theReadmesSpellingsAreClean() throws {
        #expect(try Self.findings(Self.app(.mainActor, ["Users.swift": Self.readmeKey])).isEmpty)
    }

    @Test func theWordOnEachPropertyOrAnActorValueIsEnough() throws {
        #expect(try Self.findings(Self.app(.mainActor, ["Keys.swift": """
            import Trellis
            protocol Local {}
            actor Sync {}
            enum SyncKey: InjectionKey { static let defaultValue = Sync() }
            struct Failure: Error { init() {} }
            enum FailureKey: InjectionKey { static let defaultValue = Failure() }
            extension InjectedValues {
                nonisolated var sync: Sync { get { Self[SyncKey.self] } set { Self[SyncKey.self] = newValue } }
                nonisolated var failure: Failure { get { Self[FailureKey.self] } set { Self[FailureKey.self] = newValue } }
            }
            """])).isEmpty)
    }

    @Test func aTargetWithoutDefaultIsolationHasNoFinding() throws {
        let folder = try Self.package(settings: "[.enableUpcomingFeature(\"ExistentialAny\")]", files: ["Users.swift": Self.readmeKeyWithoutTheWords])
        let project = try Project.package(at: folder.path)
        #expect(project.targets.map(\.defaultIsolation) == [.nonisolated])
        #expect(try Self.findings(project).isEmpty)
        #expect(try Self.findings(Self.app(.nonisolated, ["Users.swift": Self.readmeKeyWithoutTheWords])).isEmpty)
        // Folders named with --sources have no manifest to say.
        #expect(try Self.findings(Project.folders(["Sources/App"], root: folder.path)).isEmpty)
    }

    // MARK: - `#if`

    @Test func aClauseNoBuildCompilesIsNotRead() throws {
        let key = """
            import Trellis
            enum CountKey: InjectionKey { static let defaultValue = 0 }

            """
        let property = """
            extension InjectedValues {
                var count: Int { get { Self[CountKey.self] } set { Self[CountKey.self] = newValue } }
            }
            """
        let inactive = key + "#if false\n" + property + "\n#endif\n"
        #expect(try Self.findings(Self.app(.mainActor, ["Count.swift": inactive])).isEmpty)
        let afterTrue = key + "#if true\nnonisolated " + property + "\n#else\n" + property + "\n#endif\n"
        #expect(try Self.findings(Self.app(.mainActor, ["Count.swift": afterTrue])).isEmpty)
        // Some build compiles a clause that depends on the platform or a flag, and the ones after it.
        let platform = key + "#if os(iOS)\nnonisolated " + property + "\n#elseif DEBUG\n" + property + "\n#endif\n"
        #expect(try Self.findings(Self.app(.mainActor, ["Count.swift": platform])).map(\.location.line) == [8])
    }

    // MARK: - A manifest it cannot read

    @Test func settingsTheReaderCannotFollowAreSaidAndNotJudged() throws {
        // A function that appends to a `var` is not followed; one returning its list is.
        let folder = try Self.package(
            settings: "appSettings()",
            files: ["Users.swift": Self.readmeKeyWithoutTheWords],
            manifestPrelude: """

                func appSettings() -> [SwiftSetting] {
                    var settings: [SwiftSetting] = []
                    settings.append(.defaultIsolation(MainActor.self))
                    return settings
                }

                """
        )
        let project = try Project.package(at: folder.path)
        #expect(project.targets.map(\.defaultIsolation) == [.unknown])
        let result = try Checker().check(project)
        #expect(result.diagnostics.filter { $0.rule == .nonisolatedKey }.isEmpty)
        let notice = try #require(result.notices.first { $0.kind == .unknownIsolation })
        #expect(notice.message.hasPrefix("Package.swift:13: the swiftSettings of `App` (`appSettings()`) are computed in a way the manifest reader does not follow"))
        #expect(notice.location == nil)

        // A manifest that names no default isolation sets none, however it computes its settings.
        let plain = try Self.package(settings: "appSettings()", files: ["Users.swift": Self.readmeKeyWithoutTheWords],
                                     manifestPrelude: "\nfunc appSettings() -> [SwiftSetting] { [] }\n")
        let plainProject = try Project.package(at: plain.path)
        #expect(plainProject.targets.map(\.defaultIsolation) == [.nonisolated])
        #expect(try Checker().check(plainProject).notices.allSatisfy { $0.kind != .unknownIsolation })

        let returned = try Self.package(settings: "appSettings()", files: ["Users.swift": Self.readmeKeyWithoutTheWords],
                                        manifestPrelude: "\nfunc appSettings() -> [SwiftSetting] { [.defaultIsolation(MainActor.self)] }\n")
        #expect(try Project.package(at: returned.path).targets.map(\.defaultIsolation) == [.mainActor])
    }

    @Test func aManifestThatDoesNotParseStopsTheRun() throws {
        let folder = try Self.package(settings: "[.defaultIsolation(MainActor.self)", files: ["Users.swift": Self.readmeKeyWithoutTheWords])
        let error = try #require(throws: CheckError.self) { try Project.package(at: folder.path) }
        #expect(error.message.contains("Package.swift:7:79:"))
        #expect(error.message.contains("does not parse as Swift"))
    }

    // MARK: - The fixes compile

    /// The kit's injection types as the compiler sees them from a module without the setting:
    /// nonisolated, the key a `SendableMetatype`.
    static let standIns = """
        nonisolated protocol InjectionKey: SendableMetatype {
            associatedtype Value: Sendable
            static var defaultValue: Value { get }
            static var testValue: Value { get }
        }

        nonisolated extension InjectionKey {
            static var testValue: Value { defaultValue }
        }

        nonisolated struct InjectedValues: Sendable {
            nonisolated(unsafe) static var current = InjectedValues()

            static subscript<K: InjectionKey>(key: K.Type) -> K.Value {
                get { K.defaultValue }
                set {}
            }

            static subscript<T>(keyPath: WritableKeyPath<InjectedValues, T>) -> T {
                current[keyPath: keyPath]
            }
        }

        @propertyWrapper
        nonisolated struct Injected<Value> {
            var wrappedValue: Value

            init(_ keyPath: WritableKeyPath<InjectedValues, Value>) {
                wrappedValue = InjectedValues[keyPath]
            }
        }

        """

    /// Keys of every kind the rule flags, read by an actor and a main-actor screen.
    static let everyKind = """
        import Observation
        import Trellis

        protocol UsersRepository: Sendable {
            func names() -> [String]
        }

        struct RemoteUsersRepository: UsersRepository {
            init() {}
            func names() -> [String] { ["Frank"] }
        }

        struct Clock {
            init() {}
            func ticks() -> Int { 1 }
        }

        final class Session {}

        @MainActor @Observable final class AppState {
            var signedIn = false
        }

        @MainActor final class Settings {
            let name: String
            init(name: String) { self.name = name }
        }

        private enum UsersRepositoryKey: InjectionKey {
            static let defaultValue: any UsersRepository = RemoteUsersRepository()
        }

        private enum ClockKey: InjectionKey {
            static let defaultValue = Clock()
            static var testValue: Clock { .init() }
        }

        private enum SessionKey: InjectionKey { static let defaultValue = Session() }
        private enum AppStateKey: InjectionKey { static let defaultValue = AppState() }
        private enum SettingsKey: InjectionKey { static let defaultValue = Settings(name: "default") }

        extension InjectedValues {
            var usersRepository: any UsersRepository {
                get { Self[UsersRepositoryKey.self] }
                set { Self[UsersRepositoryKey.self] = newValue }
            }
            var clock: Clock { get { Self[ClockKey.self] } set { Self[ClockKey.self] = newValue } }
            var session: Session { get { Self[SessionKey.self] } set { Self[SessionKey.self] = newValue } }
            var appState: AppState { get { Self[AppStateKey.self] } set { Self[AppStateKey.self] = newValue } }
            var settings: Settings { get { Self[SettingsKey.self] } set { Self[SettingsKey.self] = newValue } }
        }

        actor Reader {
            @Injected(\\.usersRepository) var users: any UsersRepository
            @Injected(\\.clock) var clock: Clock
            @Injected(\\.session) var session: Session
            @Injected(\\.appState) var appState: AppState

            func read() -> Int { users.names().count + clock.ticks() }
        }

        @MainActor final class Screen {
            @Injected(\\.settings) var settings: Settings

            func title() -> String { settings.name }
        }
        """

    /// Each finding's fix written in: `nonisolated ` where the finding points, `: Sendable` for a
    /// class that becomes nonisolated, a `nonisolated init() {}` line in the class it names.
    static func apply(_ findings: [Diagnostic], to text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        for finding in findings.sorted(by: { $0.location > $1.location }) {
            let index = finding.location.line - 1
            if finding.fix.hasPrefix("add `nonisolated init() {}`") {
                lines.insert("    nonisolated init() {}", at: index + 1)
                continue
            }
            var line = lines[index]
            line.insert(contentsOf: "nonisolated ", at: line.index(line.startIndex, offsetBy: finding.location.column - 1))
            if finding.fix.contains("a `Sendable` one"), let body = line.range(of: " {") {
                line.replaceSubrange(body, with: ": Sendable {")
            }
            lines[index] = line
        }
        return lines.joined(separator: "\n")
    }

    /// `swiftc -typecheck` as a new app from Xcode 26 compiles: Swift 6, the main actor by
    /// default (or not, with `mainActor` false), Approachable Concurrency; warnings as errors.
    static func typecheck(_ text: String, mainActor: Bool = true) throws -> (status: Int32, output: String) {
        let source = "import Observation\n" + standIns + text.components(separatedBy: "\n").filter { !$0.hasPrefix("import ") }.joined(separator: "\n")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-isolation-\(UUID().uuidString).swift")
        try Data(source.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try runOnPath([
            "swiftc", "-typecheck", "-swift-version", "6", "-default-isolation", mainActor ? "MainActor" : "nonisolated",
            "-enable-upcoming-feature", "InferIsolatedConformances", "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
            "-enable-upcoming-feature", "ExistentialAny", "-warnings-as-errors", file.path,
        ])
    }

    @Test func theFixesCompileWhereTheCodeWithoutThemDoesNot() throws {
        let (failing, errors) = try Self.typecheck(Self.everyKind)
        #expect(failing != 0)
        #expect(errors.contains("main actor-isolated default value in a nonisolated context"))
        #expect(errors.contains("main actor-isolated default value in a actor-isolated context"))

        let findings = try Self.findings(Self.app(.mainActor, ["Keys.swift": Self.everyKind]))
        #expect(findings.count == 7)
        let fixed = Self.apply(findings, to: Self.everyKind)
        let (status, output) = try Self.typecheck(fixed)
        #expect(status == 0, "the fixed source does not compile:\n\(output)\n\(fixed)")
        #expect(try Self.findings(Self.app(.mainActor, ["Keys.swift": fixed])).isEmpty, "\(fixed)")
        // Without the setting the words change nothing: the fixed source compiles there too.
        let (plainStatus, plainOutput) = try Self.typecheck(fixed, mainActor: false)
        #expect(plainStatus == 0, "\(plainOutput)")
    }

    // MARK: - Reports

    @Test func theFixtureReadsInEveryFormat() throws {
        let result = try Fixtures.check("Rules/nonisolated-key/violating")
        let findings = result.diagnostics.filter { $0.rule == .nonisolatedKey }
        #expect(findings.map { "\($0.location.file):\($0.location.line)" } == [
            "Sources/Feature/AppState.swift:4",
            "Sources/Feature/UsersRepository.swift:3",
            "Sources/Feature/UsersRepository.swift:7",
            "Sources/Feature/UsersRepository.swift:15",
        ])

        let text = TextReport(root: ".").render(CheckResult(diagnostics: findings, filesChecked: 2))
        #expect(text.contains("Sources/Feature/UsersRepository.swift:15:1: error: [nonisolated-key] `extension InjectedValues` declares the key property `usersRepository` in `Feature`"))
        #expect(text.contains(" — write `nonisolated extension InjectedValues`, so the key is read from any isolation\n"))
        #expect(text.contains("Sources/Feature/AppState.swift:9:31: note: made here, by `AppStateKey.defaultValue`"))

        let json = try JSONDecoder().decode(JSONValue.self, from: Data(JSONReport().render(CheckResult(diagnostics: findings, filesChecked: 2)).utf8))
        #expect(json["diagnostics"]?.array?.map { $0["rule"] } == Array(repeating: .string("nonisolated-key"), count: 4))
        #expect(json["diagnostics"]?.array?.first?["fix"] == .string("add `nonisolated init() {}` to `AppState`, so the key can make it; its members stay on the main actor"))

        let schemaURL = try #require(Bundle.module.url(forResource: "sarif-schema-2.1.0", withExtension: "json", subdirectory: "Schemas"))
        let validator = JSONSchemaValidator(schema: try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: schemaURL)))
        let log = try JSONDecoder().decode(JSONValue.self, from: Data(SARIFReport().render(result).utf8))
        #expect(validator.errors(in: log) == [])
        let results = try #require(log["runs"]?.array?.first?["results"]?.array)
        #expect(results.filter { $0["ruleId"] == .string("nonisolated-key") }.map { $0["level"] } == Array(repeating: .string("error"), count: 4))
        let rules = try #require(log["runs"]?.array?.first?["tool"]?["driver"]?["rules"]?.array)
        #expect(rules.contains { $0["id"] == .string("nonisolated-key") })
    }
}

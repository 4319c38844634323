import Foundation
import Testing
import TrellisCheck

struct UnsendablePlugTests {
    static func findings(_ project: Project) throws -> [Diagnostic] {
        try Checker().check(project).diagnostics.filter { $0.rule == .unsendablePlug }
    }

    /// One library, `App`, with the given default isolation, in memory.
    static func app(_ files: [String: String], isolation: DefaultIsolation = .nonisolated) -> Project {
        Project.inMemory([
            (SourceTarget(name: "App", kind: .library, path: "Sources/App", files: [], defaultIsolation: isolation), files.mapKeys { "Sources/App/" + $0 }),
        ])
    }

    /// An action and `implementations`, each plugged with `app.plug(LikePhoto.self, to: X())`
    /// on the line after the one before: the first on line 4.
    static func plugging(_ implementations: [String], declarations: String) -> [String: String] {
        let plugs = implementations.map { "    app.plug(LikePhoto.self, to: \($0)())" }.joined(separator: "\n")
        return [
            "Plugs.swift": "import Trellis\nenum LikePhoto: AsyncAction {}\nfunc configureApp(_ app: inout InjectedValues) {\n\(plugs)\n}\n",
            "Implementations.swift": "import Trellis\n" + declarations,
        ]
    }

    // MARK: - What is not Sendable

    @Test func eachReasonAClassIsNotSendableIsNamed() throws {
        let findings = try Self.findings(Self.app(Self.plugging(["Counting", "Open", "Plain", "Mutable", "Holding"], declarations: """
            final class Counting: AsyncPerforming {
                var count = 0
                func perform(_ input: Void) async throws {}
            }
            class Open: AsyncPerforming, Sendable {
                func perform(_ input: Void) async throws {}
            }
            final class Plain: AsyncPerforming {
                let name = "plain"
                func perform(_ input: Void) async throws {}
            }
            final class Mutable: AsyncPerforming, Sendable {
                var count = 0
                weak var delegate: Plain?
                func perform(_ input: Void) async throws {}
            }
            final class Holding: AsyncPerforming, Sendable {
                let plain = Plain()
                func perform(_ input: Void) async throws {}
            }
            """)))
        #expect(findings.map(\.location) == (4...8).map { Location(file: "Sources/App/Plugs.swift", line: $0, column: 5) })
        #expect(findings.map(\.severity) == Array(repeating: .error, count: 5))
        #expect(findings[0].message == "`Counting`, plugged into `LikePhoto` in `configureApp`, is not `Sendable`: it is a class that has the stored `var count` and does not declare `Sendable`; the plug keeps one instance that performs every call, from any thread, so the compiler rejects this line with \"type 'Counting' does not conform to the 'Sendable' protocol\"")
        #expect(findings[0].fix == "make `Counting` a struct, an actor, or a `final class` whose stored properties are `let` and `Sendable`, and declare it `Sendable`; state that changes goes behind a lock or in an actor")
        #expect(findings[0].notes.map(\.location) == [
            Location(file: "Sources/App/Implementations.swift", line: 2, column: 1),
            Location(file: "Sources/App/Implementations.swift", line: 3, column: 9),
        ])
        #expect(findings[0].notes.map(\.message) == [
            "`Counting` is declared here",
            "`count` is a stored `var`: the one shared instance would change it from any thread",
        ])
        #expect(findings[1].message.contains("it is a class that is not `final`; the plug keeps one instance that performs every call, from any thread, so its declaration does not compile"))
        #expect(findings[2].message.contains("it is a class that does not declare `Sendable`;"))
        #expect(findings[3].message.contains("it is a class that has the stored `var count` and `var delegate`; "))
        #expect(findings[4].message.contains("it is a class that stores `Plain`, which is not `Sendable`, in `plain`;"))
        #expect(findings[4].notes.map(\.message) == [
            "`Holding` is declared here",
            "`Plain` is not `Sendable`: it is a class that does not declare `Sendable`",
            "`plain` holds `Plain`, which is not `Sendable`",
        ])
    }

    @Test func aPublicValueOrOneStoringWhatIsNotSendableIsNamed() throws {
        let findings = try Self.findings(Self.app(Self.plugging(["Counter", "Mode", "Cached", "Stored", "Loaded"], declarations: """
            public struct Counter: AsyncPerforming {
                public init() {}
                public func perform(_ input: Void) async throws {}
            }
            public enum Mode: AsyncPerforming {
                case live
                public init() { self = .live }
                public func perform(_ input: Void) async throws {}
            }
            final class Cache { var entries: [String] = [] }
            struct Cached: AsyncPerforming {
                var caches: [String: Cache?] = [:]
                func perform(_ input: Void) async throws {}
            }
            protocol Store {}
            struct Stored: AsyncPerforming, Sendable {
                let store: (any Store)? = nil
                func perform(_ input: Void) async throws {}
            }
            enum Loaded: AsyncPerforming {
                case loaded(Cached, count: Int)
                init() { self = .loaded(Cached(), count: 0) }
                func perform(_ input: Void) async throws {}
            }
            """)))
        #expect(findings.map(\.location.line) == [4, 5, 6, 7, 8])
        #expect(findings[0].message.contains("it is a public struct that does not declare `Sendable`, and a public type is never inferred `Sendable`;"))
        #expect(findings[0].fix == "declare `Counter` `Sendable`: `public struct Counter: AsyncPerforming, Sendable`")
        #expect(findings[1].message.contains("it is a public enum that does not declare `Sendable`"))
        #expect(findings[1].fix == "declare `Mode` `Sendable`: `public enum Mode: AsyncPerforming, Sendable`")
        #expect(findings[2].message.contains("it is a struct that stores `Cache`, which is not `Sendable`, in `caches`; the plug keeps one instance that performs every call, from any thread, so the compiler rejects this line"))
        #expect(findings[2].fix.hasPrefix("make `Cache` a struct, an actor, or a `final class` whose stored properties are `let` and `Sendable`"))
        #expect(findings[3].message.contains("it is a struct that stores `any Store`, whose protocol does not refine `Sendable`, in `store`; the plug keeps one instance that performs every call, from any thread, so its declaration does not compile"))
        #expect(findings[3].fix == "declare `protocol Store: Sendable`, so every value of it is")
        #expect(findings[4].message.contains("it is an enum that has a case holding `Cached`, which is not `Sendable`;"))
        #expect(findings[4].notes.map(\.message).contains("`Cached` is not `Sendable`: it is a struct that stores `Cache`, which is not `Sendable`, in `caches`"))
    }

    @Test func whatIsSendableHasNoFinding() throws {
        let names = ["Counter", "Screen", "Locked", "Constant", "Value", "Unsafe", "Guarded", "Service", "Modes", "Boxed", "Frozen"]
        let findings = try Self.findings(Self.app(Self.plugging(names + ["Generic<Int>"], declarations: """
            final class Cache { var entries: [String] = [] }
            actor Counter: AsyncPerforming {
                var count = 0
                func perform(_ input: Void) async throws { count += 1 }
            }
            @MainActor final class Screen: AsyncPerforming {
                var count = 0
                func perform(_ input: Void) async throws {}
            }
            final class Locked: AsyncPerforming, @unchecked Sendable {
                var count = 0
                func perform(_ input: Void) async throws {}
            }
            final class Constant: AsyncPerforming, Sendable {
                let names: [String] = []
                let limit: Int? = nil
                static var shared = 0
                var total: Int { names.count }
                func perform(_ input: Void) async throws {}
            }
            struct Value: AsyncPerforming {
                var count = 0
                var names: [String: [Int]] = [:]
                func perform(_ input: Void) async throws {}
            }
            final class Unsafe: AsyncPerforming, Sendable {
                nonisolated(unsafe) var count = 0
                func perform(_ input: Void) async throws {}
            }
            final class Mutex<State>: @unchecked Sendable {
                var state: State
                init(_ state: State) { self.state = state }
            }
            struct Guarded: AsyncPerforming {
                let cache: Mutex<Cache> = Mutex(Cache())
                func perform(_ input: Void) async throws {}
            }
            protocol Shared: Sendable {}
            protocol Store: Shared {}
            final class Service: AsyncPerforming, Store {
                let stores: [any Store] = []
                let any: (any Cacheable & Sendable)? = nil
                func perform(_ input: Void) async throws {}
            }
            protocol Cacheable {}
            enum Modes: AsyncPerforming {
                case live, preview
                init() { self = .live }
                func perform(_ input: Void) async throws {}
            }
            @MainActor struct Boxed: AsyncPerforming {
                var cache = Cache()
                func perform(_ input: Void) async throws {}
            }
            @frozen public struct Frozen: AsyncPerforming {
                public init() {}
                public func perform(_ input: Void) async throws {}
            }
            struct Generic<T>: AsyncPerforming {
                var value: T? = nil
                func perform(_ input: Void) async throws {}
            }
            """)))
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    // MARK: - Where the implementation comes from

    @Test func everyPlugSpellingIsReadWithWhatItPlugs() throws {
        let findings = try Self.findings(Self.app([
            "Plugs.swift": """
                import Testing
                import Trellis

                enum LikePhoto: AsyncAction {}

                final class Counter: AsyncPerforming {
                    var count = 0
                    init() {}
                    func perform(_ input: Void) async throws {}
                }

                struct Holder {
                    let counter = Counter()
                    func plugAll() { Actions.plug(LikePhoto.self, to: counter) }
                }

                func configure(_ app: inout InjectedValues, counter: Counter) async {
                    app.plug(LikePhoto.self, to: Counter())
                    app.plug(LikePhoto.self, to: counter)
                    let local = Counter()
                    Actions.plug(LikePhoto.self, to: local)
                    LikePhoto.self <~ Counter.init()
                    withOverrides { $0.plug(LikePhoto.self, to: local) } operation: {}
                    app.plug(LikePhoto.self, factory: { Counter() })
                    app.plug(LikePhoto.self) {}
                    withOverrides { (local: Int) in app.plug(LikePhoto.self, to: local) }
                    app.plug(LikePhoto.self, to: makeCounter())
                }

                func makeCounter() -> Counter { Counter() }

                @Test(.plugging(LikePhoto.self, to: Counter()))
                func likes() {}
                """,
        ]))
        #expect(findings.map { "\($0.location.line):\($0.location.column)" } == ["14:22", "18:5", "19:5", "21:5", "22:5", "23:21", "32:7"])
        #expect(findings.map(\.message).allSatisfy { $0.hasPrefix("`Counter`, plugged into `LikePhoto` in `") })
        #expect(findings.first?.message.hasPrefix("`Counter`, plugged into `LikePhoto` in `Holder.plugAll`") == true)
    }

    @Test func aTypeDeclaredElsewhereIsTheCompilersToJudge() throws {
        #expect(try Self.findings(Self.app([
            "Plugs.swift": """
                import Foundation
                import Trellis
                enum LikePhoto: AsyncAction {}
                func configureApp(_ app: inout InjectedValues) {
                    app.plug(LikePhoto.self, to: RemoteLikePhoto(session: URLSession.shared))
                }
                """,
        ])).isEmpty)
    }

    // MARK: - Isolation

    /// In a target whose default isolation is the main actor, a type is main-actor code —
    /// `Sendable` — unless it says `nonisolated` or conforms in its declaration to a
    /// nonisolated protocol refining `SendableMetatype`, as the kit's `AsyncPerforming` does.
    @Test func theDefaultIsolationDecidesWhatStatesNone() throws {
        let files = Self.plugging(["Performing", "Extended", "Isolated", "Marked"], declarations: """
            final class Performing: AsyncPerforming {
                var count = 0
                func perform(_ input: Void) async throws {}
            }
            final class Extended {
                var count = 0
            }
            extension Extended: AsyncPerforming {
                func perform(_ input: Void) async throws {}
            }
            protocol Screen: Sendable {}
            final class Isolated: Screen, AsyncPerforming {
                var count = 0
                func perform(_ input: Void) async throws {}
            }
            nonisolated final class Marked: AsyncPerforming {
                let name = ""
                func perform(_ input: Void) async throws {}
            }
            """)
        #expect(try Self.findings(Self.app(files, isolation: .mainActor)).map(\.location.line) == [4, 7])
        // The compiler rejects those two plugs, and nothing else, in such a target.
        let (_, output, errorLines) = try Self.typecheck([files["Plugs.swift"]!, files["Implementations.swift"]!], mainActor: true)
        #expect(errorLines.map { $0 + 1 } == [4, 7], "\(output)")
        #expect(try Self.findings(Self.app(files, isolation: .nonisolated)).map(\.location.line) == [4, 5, 6, 7])
        // Not known: only what says `nonisolated` or conforms to a nonisolated protocol refining
        // `SendableMetatype` in its declaration is judged.
        #expect(try Self.findings(Self.app(files, isolation: .unknown)).map(\.location.line) == [4, 7])
    }

    @Test func aGlobalActorOfTheCodebasesOwnMakesATypeSendable() throws {
        #expect(try Self.findings(Self.app(Self.plugging(["Indexer"], declarations: """
            @globalActor actor IndexActor {
                static let shared = IndexActor()
            }
            @IndexActor final class Indexer: AsyncPerforming {
                var count = 0
                func perform(_ input: Void) async throws {}
            }
            """))).isEmpty)
    }

    // MARK: - The compiler agrees

    /// The kit's plug API as the compiler sees it from an app: nonisolated, the implementation
    /// `Sendable` for `plug(_:to:)` and `<~`, not for `plug(_:factory:)`.
    static let standIns = """
        nonisolated public protocol Action: SendableMetatype {
            associatedtype Input: Sendable = Void
            associatedtype Output: Sendable = Void
        }
        nonisolated public protocol AsyncAction: Action {}
        nonisolated public protocol SyncAction: Action {}

        nonisolated public protocol AsyncPerforming<Input, Output>: SendableMetatype {
            associatedtype Input
            associatedtype Output
            func perform(_ input: Input) async throws -> Output
        }

        nonisolated public protocol SyncPerforming<Input, Output>: SendableMetatype {
            associatedtype Input
            associatedtype Output
            func perform(_ input: Input) throws -> Output
        }

        nonisolated public struct InjectedValues {
            public static func install(_ configure: (inout InjectedValues) -> Void) {}

            public mutating func plug<A: AsyncAction, I: AsyncPerforming & Sendable>(_ action: A.Type, to implementation: I)
            where I.Input == A.Input, I.Output == A.Output {}

            public mutating func plug<A: SyncAction, I: SyncPerforming & Sendable>(_ action: A.Type, to implementation: I)
            where I.Input == A.Input, I.Output == A.Output {}

            public mutating func plug<A: AsyncAction, I: AsyncPerforming>(_ action: A.Type, factory: @escaping @Sendable () -> I)
            where I.Input == A.Input, I.Output == A.Output {}
        }

        infix operator <~ : AssignmentPrecedence

        nonisolated public func <~ <A: AsyncAction, I: AsyncPerforming & Sendable>(action: A.Type, implementation: I)
        where I.Input == A.Input, I.Output == A.Output {}

        nonisolated public func <~ <A: SyncAction, I: SyncPerforming & Sendable>(action: A.Type, implementation: I)
        where I.Input == A.Input, I.Output == A.Output {}

        nonisolated public func action<A: AsyncAction>(_ action: A.Type, _ input: A.Input) async throws -> A.Output { fatalError() }

        nonisolated extension SyncAction {
            public static func perform(_ input: Input) throws -> Output { fatalError() }
        }

        """

    /// `swiftc -typecheck` of `files` in one module behind the stand-ins — Swift 6, warnings as
    /// errors, the main actor by default or not — with each error's line in `files`' text as
    /// joined, stand-ins left out.
    static func typecheck(_ files: [String], mainActor: Bool = false) throws -> (status: Int32, output: String, errorLines: [Int]) {
        let body = files.map { $0.components(separatedBy: "\n").filter { !$0.hasPrefix("import ") }.joined(separator: "\n") }.joined(separator: "\n")
        let offset = standIns.components(separatedBy: "\n").count - 1
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-sendable-\(UUID().uuidString).swift")
        try Data((standIns + body).utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var arguments = ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors"]
        if mainActor {
            arguments += [
                "-default-isolation", "MainActor", "-enable-upcoming-feature", "InferIsolatedConformances",
                "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
            ]
        }
        let (status, output) = try runOnPath(arguments + [file.path])
        let errorLines = output.components(separatedBy: "\n").compactMap { line -> Int? in
            guard line.hasPrefix(file.path + ":"), line.contains(": error: ") else { return nil }
            return Int(line.dropFirst(file.path.count + 1).prefix { $0.isNumber }).map { $0 - offset }
        }
        return (status, output, errorLines)
    }

    /// The fixture's files, by package-relative path, in the order they are joined for the compiler.
    static let fixtureFiles = ["Sources/Feature/LikePhoto.swift", "Sources/Feature/Implementations.swift", "Sources/App/App.swift"]

    static func fixtureSources(_ kind: String) throws -> [String] {
        try fixtureFiles.map { try String(contentsOfFile: Fixtures.root + "/Rules/unsendable-plug/\(kind)/" + $0, encoding: .utf8) }
    }

    /// The violating fixture in memory, its targets with the given default isolation.
    static func violatingFixture(_ isolation: DefaultIsolation) throws -> Project {
        let files = Dictionary(uniqueKeysWithValues: zip(fixtureFiles, try fixtureSources("violating")))
        return Project.inMemory([
            (SourceTarget(name: "Feature", kind: .library, path: "Sources/Feature", files: [], defaultIsolation: isolation),
             files.filter { $0.key.hasPrefix("Sources/Feature/") }),
            (SourceTarget(name: "App", kind: .executable, path: "Sources/App", files: [], dependencies: ["Feature"], defaultIsolation: isolation),
             files.filter { $0.key.hasPrefix("Sources/App/") }),
        ])
    }

    @Test(arguments: [false, true])
    func theViolatingFixtureDoesNotCompileAtTheLinesFoundAndTheCleanOneDoes(mainActor: Bool) throws {
        let sources = try Self.fixtureSources("violating")
        let (status, output, errorLines) = try Self.typecheck(sources, mainActor: mainActor)
        #expect(status != 0)
        #expect(output.contains("error: type 'NetworkLikePhoto' does not conform to the 'Sendable' protocol"))
        #expect(output.contains("error: type 'StoredCountLikes' does not conform to the 'Sendable' protocol"))
        #expect(errorLines.count == 2, "\(output)")
        // Lines of `App.swift`, the last file joined: its imports were left out.
        let linesBefore = sources.dropLast().map { $0.components(separatedBy: "\n").filter { !$0.hasPrefix("import ") }.count }.reduce(0, +)
        let imports = sources.last!.components(separatedBy: "\n").prefix { $0.hasPrefix("import ") }.count
        let findings = try Self.findings(Self.violatingFixture(mainActor ? .mainActor : .nonisolated))
        #expect(findings.map(\.location.file) == ["Sources/App/App.swift", "Sources/App/App.swift"])
        #expect(findings.map(\.location.line) == errorLines.map { $0 - linesBefore + imports }.sorted())

        let (cleanStatus, cleanOutput, _) = try Self.typecheck(Self.fixtureSources("clean"), mainActor: mainActor)
        #expect(cleanStatus == 0, "\(cleanOutput)")
    }

    /// One implementation each, found or not: the rule finds one exactly where `swiftc`
    /// rejects the code. `#` stands for the case's number, so the cases share one module.
    static let cases: [(found: Bool, text: String)] = [
        (true, "final class Impl#: AsyncPerforming { var count = 0 }"),
        (true, "class Impl#: AsyncPerforming, Sendable { let count = 0 }"),
        (true, "final class Impl#: AsyncPerforming, Sendable { var count = 0 }"),
        (true, "final class Impl#: AsyncPerforming { let count = 0 }"),
        (true, "final class Box# { var n = 0 }\nfinal class Impl#: AsyncPerforming, Sendable { let box = Box#() }"),
        (true, "public struct Impl#: AsyncPerforming { public init() {} }"),
        (true, "public enum Impl#: AsyncPerforming { case live\n public init() { self = .live } }"),
        (true, "final class Box# {}\nstruct Impl#: AsyncPerforming { let box = Box#() }"),
        (true, "protocol Store# {}\nstruct Impl#: AsyncPerforming { let stores: [any Store#] = [] }"),
        (true, "final class Box# {}\nenum Impl#: AsyncPerforming { case box(Box#)\n init() { self = .box(Box#()) } }"),
        (true, "final class Box# {}\nstruct Inner# { var box: Box#? = nil }\nstruct Impl#: AsyncPerforming { var inner = Inner#() }"),
        (true, "final class Box# {}\nstruct Impl#: AsyncPerforming, Sendable { let box: Box#? = nil }"),
        (true, "@MainActor protocol Screen# {}\nstruct Impl#: AsyncPerforming { let screen: (any Screen#)? = nil }"),
        (false, "actor Impl#: AsyncPerforming { var count = 0 }"),
        (false, "@MainActor final class Impl#: AsyncPerforming { var count = 0 }"),
        (false, "final class Impl#: AsyncPerforming, @unchecked Sendable { var count = 0 }"),
        (false, "final class Impl#: AsyncPerforming, Sendable { let names: [String] = []\n static let shared = 0\n var total: Int { names.count } }"),
        (false, "struct Impl#: AsyncPerforming { var count = 0\n var names: [String: [Int]] = [:] }"),
        (false, "final class Impl#: AsyncPerforming, Sendable { nonisolated(unsafe) var count = 0 }"),
        (false, "final class Box# {}\nfinal class Mutex#<State>: @unchecked Sendable { var state: State\n init(_ state: State) { self.state = state } }\nstruct Impl#: AsyncPerforming { let box: Mutex#<Box#> = Mutex#(Box#()) }"),
        (false, "protocol Shared#: Sendable {}\nprotocol Store#: Shared# {}\nfinal class Impl#: AsyncPerforming, Store# { let stores: [any Store#] = [] }"),
        (false, "protocol Cacheable# {}\nstruct Impl#: AsyncPerforming { let cache: (any Cacheable# & Sendable)? = nil }"),
        (false, "enum Impl#: AsyncPerforming { case live, preview\n init() { self = .live } }"),
        (false, "final class Box# {}\n@MainActor struct Impl#: AsyncPerforming { var box = Box#() }"),
        (false, "public struct Impl#: AsyncPerforming, Sendable { public init() {}\n var count = 0 }"),
        (false, "struct Error#: Error {}\nstruct Impl#: AsyncPerforming { let failure: Error#? = nil }"),
    ]

    @Test func theRuleFindsWhatTheCompilerRejectsAndNothingElse() throws {
        var files: [String] = []
        var ranges: [ClosedRange<Int>] = []
        var line = 1
        for (index, testCase) in Self.cases.enumerated() {
            let text = """
                enum Action\(index): AsyncAction {}
                \(testCase.text.replacingOccurrences(of: "#", with: "\(index)"))
                extension Impl\(index) {
                    \(testCase.text.contains("public") ? "public " : "")nonisolated func perform(_ input: Void) async throws {}
                }
                @MainActor func plug\(index)(_ app: inout InjectedValues) {
                    app.plug(Action\(index).self, to: Impl\(index)())
                }

                """
            let count = text.components(separatedBy: "\n").count - 1
            ranges.append(line...(line + count - 1))
            line += count
            files.append(text)
        }
        let source = files.joined()
        let (_, output, errorLines) = try Self.typecheck([source])
        // The checker reads only files that import the kit: one line more.
        let findings = try Self.findings(Self.app(["Cases.swift": "import Trellis\n" + source]))
        for (index, testCase) in Self.cases.enumerated() {
            let rejected = errorLines.contains { ranges[index].contains($0) }
            let found = findings.contains { ranges[index].contains($0.location.line - 1) }
            #expect(rejected == testCase.found, "swiftc on case \(index) (\(testCase.text)):\n\(output)")
            #expect(found == testCase.found, "the rule on case \(index) (\(testCase.text)): \(findings.map(\.message))")
        }
    }

    // MARK: - Reports

    @Test func theFixtureReadsInEveryFormat() throws {
        let result = try Fixtures.check("Rules/unsendable-plug/violating")
        let findings = result.diagnostics.filter { $0.rule == .unsendablePlug }
        #expect(findings.map(\.location) == [
            Location(file: "Sources/App/App.swift", line: 8, column: 9),
            Location(file: "Sources/App/App.swift", line: 13, column: 5),
        ])
        #expect(result.diagnostics.allSatisfy { $0.rule == .unsendablePlug })

        let text = TextReport(root: ".").render(CheckResult(diagnostics: findings, filesChecked: 3))
        #expect(text.contains("Sources/App/App.swift:13:5: error: [unsendable-plug] `NetworkLikePhoto`, plugged into `LikePhoto` in `configureApp`, is not `Sendable`: it is a class that has the stored `var count` and does not declare `Sendable`"))
        #expect(text.contains(" — make `NetworkLikePhoto` a struct, an actor, or a `final class` whose stored properties are `let` and `Sendable`, and declare it `Sendable`; state that changes goes behind a lock or in an actor\n"))
        #expect(text.contains("Sources/Feature/Implementations.swift:4:1: note: `NetworkLikePhoto` is declared here\n"))
        #expect(text.contains("Sources/App/App.swift:8:9: error: [unsendable-plug] `StoredCountLikes`, plugged into `CountLikes` in `App.main`, is not `Sendable`: it is a public struct"))

        let json = try JSONDecoder().decode(JSONValue.self, from: Data(JSONReport().render(CheckResult(diagnostics: findings, filesChecked: 3)).utf8))
        #expect(json["diagnostics"]?.array?.map { $0["rule"] } == Array(repeating: .string("unsendable-plug"), count: 2))
        #expect(json["diagnostics"]?.array?.first?["fix"] == .string("declare `StoredCountLikes` `Sendable`: `public struct StoredCountLikes: SyncPerforming, Sendable`"))

        let schemaURL = try #require(Bundle.module.url(forResource: "sarif-schema-2.1.0", withExtension: "json", subdirectory: "Schemas"))
        let validator = JSONSchemaValidator(schema: try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: schemaURL)))
        let log = try JSONDecoder().decode(JSONValue.self, from: Data(SARIFReport().render(result).utf8))
        #expect(validator.errors(in: log) == [])
        let results = try #require(log["runs"]?.array?.first?["results"]?.array)
        #expect(results.filter { $0["ruleId"] == .string("unsendable-plug") }.map { $0["level"] } == [.string("error"), .string("error")])
        let rules = try #require(log["runs"]?.array?.first?["tool"]?["driver"]?["rules"]?.array)
        #expect(rules.contains { $0["id"] == .string("unsendable-plug") })
    }

    @Test func theCleanFixtureHasNoFinding() throws {
        #expect(try Fixtures.check("Rules/unsendable-plug/clean").diagnostics.isEmpty)
    }
}

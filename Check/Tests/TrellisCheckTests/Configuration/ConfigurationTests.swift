import Foundation
import Testing
import TrellisCheck

struct ConfigurationTests {
    @Test func everyKey() throws {
        let configuration = try Configuration.parse(yaml: """
            rules:
              unused-plug: error
              no-custom-inheritance: off
              unread-key: Warning
            excluded:
              - Tests/Fixtures/**
              - Sources/Legacy
            baseline: .trellis-check-baseline.json
            targets: [Gallery]
            layers:
              GalleryModels: []
              Gallery: [GalleryModels, Trellis]
            """)
        #expect(configuration.rules == [.unusedPlug: .error, .noCustomInheritance: .off, .unreadKey: .warning])
        #expect(configuration.severity(of: .unusedPlug, default: .warning) == .error)
        #expect(configuration.severity(of: .noCustomInheritance, default: .error) == nil)
        #expect(configuration.severity(of: .finalInteraction, default: .error) == .error)
        #expect(configuration.excluded == ["Tests/Fixtures/**", "Sources/Legacy"])
        #expect(configuration.baseline == ".trellis-check-baseline.json")
        #expect(configuration.targets == ["Gallery"])
        #expect(configuration.layers["Gallery"] == ["GalleryModels", "Trellis"])
        #expect(configuration.layers["GalleryModels"] == [])
        #expect(configuration.layers["TrellisPlug"] == nil)
    }

    /// Code that is generated or vendored, with what the rules would flag in each: a class
    /// inheriting from another.
    static let generatedAndVendored: [String: String] = [
        "Pods/Alamofire/Session.swift": "import Trellis\nclass A {}\nfinal class B: A {}\n",
        "Carthage/Checkouts/Kit/Kit.swift": "import Trellis\nclass C {}\nfinal class D: C {}\n",
        "App/Strings.generated.swift": "import Trellis\nclass E {}\nfinal class F: E {}\n",
        "App/App.docc/Snippets/Snippet.swift": "import Trellis\nclass G {}\nfinal class H: G {}\n",
    ]

    @Test func generatedAndVendoredCodeIsNotReadByDefault() throws {
        let folder = try TemporaryFolder()
        for (path, text) in Self.generatedAndVendored { try folder.write(text, to: path) }
        try folder.write("import Trellis\nclass Base {}\nfinal class Derived: Base {}\n", to: "App/Classes.swift")

        let result = try Checker().check(Project.folders(["."], root: folder.path))

        #expect(result.filesChecked == 1)
        #expect(result.filesSkipped == 4)
        #expect(result.diagnostics.map(\.location.file) == ["App/Classes.swift"])
        #expect(TextReport(root: ".").summary(result) == "trellis-check: 1 error, 0 warnings in 1 file (4 generated or vendored files skipped)")
    }

    @Test func skippedReplacesTheDefaultListAndAnEmptyListReadsEverything() throws {
        let folder = try TemporaryFolder()
        for (path, text) in Self.generatedAndVendored { try folder.write(text, to: path) }
        let project = try Project.folders(["."], root: folder.path)

        let everything = try Checker(configuration: Configuration.parse(yaml: "skipped: []\n")).check(project)
        let onlyPods = try Checker(configuration: Configuration.parse(yaml: "skipped: [\"**/Pods/**\"]\n")).check(project)

        #expect(Configuration.default.skipped == ["**/Pods/**", "**/Carthage/**", "**/.build/**", "**/*.generated.swift", "**/*.docc/**"])
        #expect(everything.filesChecked == 4)
        #expect(everything.diagnostics.count == 4)
        #expect(onlyPods.filesChecked == 3)
    }

    @Test func aProjectOfNothingButGeneratedCodeSaysHowToReadIt() throws {
        let folder = try TemporaryFolder()
        try folder.write("import Trellis\nstruct S {}\n", to: "Sources/Strings.generated.swift")

        #expect {
            try Checker().analyze(Project.folders(["Sources"], root: folder.path))
        } throws: { error in
            (error as? CheckError)?.message.contains("`skipped:`") == true
        }
    }

    @Test(arguments: [
        "rules:\n  no-such-rule: error\n",
        "rules:\n  unused-plug: loud\n",
        "exclude: 3\nsurprise: true\n",
        "rules: [\n",
    ])
    func mistakesAreNamed(_ yaml: String) {
        #expect(throws: CheckError.self) { try Configuration.parse(yaml: yaml) }
    }

    @Test func severitiesAndExclusionsApplyToFindings() throws {
        var configuration = Configuration()
        configuration.rules[.unusedPlug] = .error
        configuration.rules[.unpluggedAction] = .off
        let findings = try Fixtures.check("Rules/unused-plug/violating", configuration: configuration).diagnostics
        #expect(findings.map(\.rule) == [.unusedPlug])
        #expect(findings.map(\.severity) == [.error])

        configuration.excluded = ["Sources/App/**"]
        #expect(try Fixtures.check("Rules/unused-plug/violating", configuration: configuration).diagnostics.isEmpty)
    }

    @Test(arguments: [
        ("Sources/Legacy", "Sources/Legacy/Old.swift", true),
        ("Sources/Legacy", "Sources/LegacyNot/Old.swift", false),
        ("Sources/*/Old.swift", "Sources/App/Old.swift", true),
        ("Sources/*/Old.swift", "Sources/App/Deep/Old.swift", false),
        ("Sources/**/Old.swift", "Sources/App/Deep/Old.swift", true),
        ("Sources/**/Old.swift", "Sources/Old.swift", true),
        ("**/*Tests.swift", "Tests/AppTests/FeedTests.swift", true),
        ("Tests/**", "Tests/AppTests/FeedTests.swift", true),
        ("Sources/?pp/*.swift", "Sources/App/A.swift", true),
    ])
    func globs(_ pattern: String, _ path: String, _ matches: Bool) {
        var configuration = Configuration()
        configuration.excluded = [pattern]
        #expect(configuration.isExcluded(path) == matches)
    }
}

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

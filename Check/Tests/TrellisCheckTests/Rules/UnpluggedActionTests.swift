import Testing
import TrellisCheck

struct UnpluggedActionTests {
    @Test func aCallWithNoPlugReachableFromStartUpIsAnError() throws {
        let findings = try Fixtures.findings(.unpluggedAction, in: "Rules/unplugged-action/violating")

        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.severity == .error)
        #expect(finding.location == Location(file: "Sources/Feature/LikePhoto.swift", line: 16, column: 19))
        #expect(finding.message == "`LikePhoto` is called in `Int.like`, but no plug for it is reachable from the start-up of `App`")
        // The line that would plug it, in the start-up function that configures the app.
        #expect(finding.fix == "plug it where the app starts: add `app.plug(LikePhoto.self, to: …)` at the end of `configureApp` (Sources/App/App.swift:13)")
        #expect(finding.notes.map(\.location.line) == [13, 17])
        #expect(finding.notes[1].message.contains("in `plugForPreviews` is never reached"))
    }

    @Test func plugsInTheStartUpOrAStartUpFunctionPassedByNameCount() throws {
        #expect(try Fixtures.findings(.unpluggedAction, in: "Rules/unplugged-action/clean").isEmpty)
    }

    @Test func aLibraryNoExecutableIncludesIsCoveredByItsTests() throws {
        let feature = ["LikePhoto.swift": "import Trellis\nenum LikePhoto: AsyncAction {}\nfunc like() async throws { try await action(LikePhoto.self) }\n"]
        let unplugged = Project.inMemory([
            (SourceTarget(name: "Feature", kind: .library, path: "Sources/Feature", files: []), feature.mapKeys { "Sources/Feature/" + $0 }),
            (SourceTarget(name: "FeatureTests", kind: .test, path: "Tests/FeatureTests", files: [], dependencies: ["Feature"]),
             ["Tests/FeatureTests/LikeTests.swift": "@Test func likes() async throws { try await like() }\n"]),
        ])
        let plugged = Project.inMemory([
            (SourceTarget(name: "Feature", kind: .library, path: "Sources/Feature", files: []), feature.mapKeys { "Sources/Feature/" + $0 }),
            (SourceTarget(name: "FeatureTests", kind: .test, path: "Tests/FeatureTests", files: [], dependencies: ["Feature"]),
             ["Tests/FeatureTests/LikeTests.swift": "@Test(.plugging(LikePhoto.self, to: spy)) func likes() async throws { try await like() }\n"]),
        ])

        let found = try Checker().check(unplugged).diagnostics.filter { $0.rule == .unpluggedAction }
        #expect(found.map(\.message) == ["`LikePhoto` is called in `like`, but no executable includes `Feature` and none of its tests plugs it"])
        #expect(try Checker().check(plugged).diagnostics.filter { $0.rule == .unpluggedAction }.isEmpty)
    }

    @Test func callsInTestsAreTheTestsOwnBusiness() throws {
        let project = Fixtures.app(
            feature: ["Like.swift": "public enum LikePhoto: AsyncAction {}\n"],
            app: ["main.swift": "print(1)\n"],
            tests: ["LikeTests.swift": "func t() async throws { try await action(LikePhoto.self) }\n"]
        )
        #expect(try Checker().check(project).diagnostics.filter { $0.rule == .unpluggedAction }.isEmpty)
    }
}

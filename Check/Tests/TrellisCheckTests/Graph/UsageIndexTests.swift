import Testing
import TrellisCheck

/// What a screen uses is remembered by function and by name, at each depth: a name one screen
/// reaches three calls deep and another reaches one call deep must give each its own answer.
struct UsageIndexTests {
    static let project = Fixtures.feature([
        "Domain.swift": """
        import Trellis
        enum Near: AsyncAction {}
        enum Far: AsyncAction {}
        enum Own: AsyncAction {}
        func a() async throws { try await action(Near.self); try await b() }
        func b() async throws { try await action(Far.self) }
        func x() async throws { try await y() }
        func y() async throws { try await a() }
        """,
        // `a` is one call away, `b` two: both count. Each screen calls an action itself, which
        // makes it a screen.
        "A/AInteraction.swift": "import Trellis\nfinal class AInteraction { func tap() async throws { try await action(Own.self); try await a() } }\n",
        // `x`, `y`, then `a` three calls away counts; `b` four calls away does not.
        "B/BInteraction.swift": "import Trellis\nfinal class BInteraction { func tap() async throws { try await action(Own.self); try await x() } }\n",
    ])

    @Test func eachScreenGetsWhatItReachesWithinThreeCallsWhateverWasAskedBefore() throws {
        let analysis = try Checker().analyze(Self.project)

        let picture = FeaturePicture.make(analysis)

        #expect(picture.screens.map(\.name) == ["A", "B"])
        #expect(picture.screens.map(\.usage.actions) == [["Far", "Near", "Own"], ["Near", "Own"]])
        #expect(analysis.usage(ofFolder: "Sources/Feature/B").actions == ["Near", "Own"])
        #expect(analysis.usage(ofFolder: "Sources/Feature/A").actions == ["Far", "Near", "Own"])
    }
}

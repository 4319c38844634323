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
        func a() async throws { try await action(Near.self); try await b() }
        func b() async throws { try await action(Far.self) }
        func x() async throws { try await y() }
        func y() async throws { try await a() }
        """,
        // `a` is one call away, `b` two: both count.
        "A/AInteraction.swift": "final class AInteraction { func tap() async throws { try await a() } }\n",
        // `x`, `y`, then `a` three calls away counts; `b` four calls away does not.
        "B/BInteraction.swift": "final class BInteraction { func tap() async throws { try await x() } }\n",
    ])

    @Test func eachScreenGetsWhatItReachesWithinThreeCallsWhateverWasAskedBefore() throws {
        let analysis = try Checker().analyze(Self.project)

        let picture = FeaturePicture.make(analysis)

        #expect(picture.screens.map(\.name) == ["Feature/A", "Feature/B"])
        #expect(picture.screens.map(\.usage.actions) == [["Far", "Near"], ["Near"]])
        #expect(analysis.usage(ofFolder: "Sources/Feature/B").actions == ["Near"])
        #expect(analysis.usage(ofFolder: "Sources/Feature/A").actions == ["Far", "Near"])
    }
}

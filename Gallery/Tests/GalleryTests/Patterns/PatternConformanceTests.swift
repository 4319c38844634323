import Gallery
import GalleryDomain
import GallerySQLite
import LiveScreens
import PatternRegistry
import Testing
import Trellis
import TrellisTesting

/// Every registered pattern, driven through the same script on the same data, must render the
/// same HTML at every step, and call the same actions for each click: that is what makes the
/// pattern folders comparable. Only where each action is called from, and how long it takes,
/// may differ; the "What just happened" panel shows both, and the comparison leaves them out.
@MainActor
@Suite("Patterns render the same pages")
struct PatternConformanceTests {
    nonisolated static let patterns = GalleryPatterns.registered.map(\.id)

    @Test("follows the feature script like the first pattern", arguments: patterns)
    func followsTheScript(_ id: String) async throws {
        let pattern = try #require(GalleryPatterns.pattern(id))
        let reference = GalleryPatterns.registered[0]
        let expected = try await FeatureScript.run(reference)
        let actual = try await FeatureScript.run(pattern)
        for (index, step) in FeatureScript.steps.enumerated() {
            for failure in step.expect(actual[index]) {
                Issue.record("\(pattern.name), step \(index + 1) (\(step.name)): expected it \(failure).")
            }
            if actual[index] != expected[index] {
                Issue.record(
                    """
                    \(pattern.name) renders differently from \(reference.name) at step \(index + 1) (\(step.name)):
                    \(SnapshotDiff.describe(expected: expected[index], actual: actual[index], expectedName: reference.name, actualName: pattern.name))
                    """
                )
            }
        }
    }

    @Test("closing the page leaves the leak detector nothing to report", arguments: patterns)
    func closingLeavesNoLeakReport(_ id: String) async throws {
        let pattern = try #require(GalleryPatterns.pattern(id))
        try await expectNoLeakReports { detector in
            _ = try await FeatureScript.run(pattern)
            #expect(detector.pendingCount > 0, "closing the page handed its module's parts to the detector")
        }
    }

    @Test("releases every part once the page is gone", arguments: patterns)
    func releasesEveryPart(_ id: String) async throws {
        let pattern = try #require(GalleryPatterns.pattern(id))
        try await expectNoLeaks { tracker in
            _ = try await FeatureScript.run(pattern) { module in
                for part in module.parts {
                    tracker.track(part.object, as: "\(pattern.id).\(part.role)")
                }
            }
        }
    }
}

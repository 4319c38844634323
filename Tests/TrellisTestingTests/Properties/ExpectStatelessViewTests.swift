import PropertyBased
import ArticleExamples
import Testing
import Trellis
import TrellisTesting

@MainActor
struct ExpectStatelessViewTests {
    /// Random banners, short enough to read in a counterexample; the empty message is the
    /// smallest one, so failures shrink towards it.
    private let banners = Gen.letterOrNumber.string(of: 0...6).map { BannerRenderable(message: $0) }

    @Test func theBannerViewKeepsNoState() async {
        await expectStatelessView(
            makeView: { BannerView() },
            renderables: banners,
            snapshot: { $0.text }
        )
    }

    @Test func theRecorderIsNotAStatelessViewAndIsCaught() async {
        await withKnownIssue {
            await expectStatelessView(
                count: 20,
                makeView: { RenderRecorder<BannerRenderable>() },
                renderables: banners,
                snapshot: { $0.renders }
            )
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("RenderRecorder<BannerRenderable> keeps state between renders") }
                || issue.comments.contains { $0.rawValue.hasPrefix("Failure occured with input") }
        }
    }

    @Test func aViewThatAppendsIsCaughtWithTheSmallestHistory() async throws {
        let line = #line + 4
        let reports = Collected<[String]>([])

        await withKnownIssue {
            await expectStatelessView(makeView: { AppendingBannerView() }, renderables: banners, snapshot: { $0.text })
        } matching: { issue in
            guard issue.sourceLocation?.line == line else { return false }
            reports.update { $0 += issue.comments.map(\.rawValue) }
            return true
        }

        // The property check shrinks the failing input to one earlier render of one
        // character, then an empty message, and the final run explains that input.
        let counterexample = try #require(reports.value.last { $0.hasPrefix("Failure occured with input") })
        let shrunk = try #require(counterexample.firstMatch(of: /input \(\[(\w+\.)?BannerRenderable\(message: "(?<earlier>.)"\)\], (\w+\.)?BannerRenderable\(message: ""\)\)/))
        let explanation = try #require(reports.value.last { $0.hasPrefix("AppendingBannerView keeps state") })
        #expect(explanation.contains(#"after 1 earlier render and then BannerRenderable(message: "") it looks like "\#(shrunk.earlier)""#))
    }

    @Test func aViewThatSkipsEmptyMessagesIsCaught() async {
        await withKnownIssue {
            await expectStatelessView(makeView: { StickyBannerView() }, renderables: banners, snapshot: { $0.text })
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("StickyBannerView keeps state between renders") }
                || issue.comments.contains { $0.rawValue.hasPrefix("Failure occured with input") }
        }
    }
}

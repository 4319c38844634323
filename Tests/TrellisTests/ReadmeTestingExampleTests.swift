import Foundation
public import PodBayDoors
import Testing
import Trellis
public import TrellisTesting

// The README's testing example, as written there (`readmeShowsThisExample` checks). Its
// imports are `public` only because this package builds with InternalImportsByDefault and
// the conformance below is public.

extension RenderRecorder: BannerRendering where Content == BannerRenderable {}

@Test @MainActor func halRefusesToOpenTheDoors() async {
    let banner = RenderRecorder<BannerRenderable>()
    let screen = HAL9000Screen(podBayInteraction: PodBayDoorsInteraction(), bannerView: banner)
    screen.didTapMainButton()
    await banner.expectRenders([BannerRenderable(message: PodBayDoorsInteraction.Strings.halsAnswer)])
}

let likePhoto = ActionSpy(LikePhoto.self).returning()

@Test(.plugging(LikePhoto.self, to: likePhoto))   // for this test only
func likingAPhotoCallsTheAction() async throws {
    try await Photo(id: 7).like()
    await likePhoto.expectCalls([Photo(id: 7)])
}

/// Every line of the README's testing example, imports aside, is a line of this file, in order.
@Test func readmeShowsThisExample() throws {
    let text = try readme()
    let thisFile = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    let section = try #require(text.range(of: "## Testing").map { text[$0.upperBound...] })
    let example = try #require(section.firstMatch(of: /```swift\n([\s\S]*?)```/)?.1)
    let shown = example.split(separator: "\n").filter { !$0.hasPrefix("import ") }
    var remaining = thisFile.split(separator: "\n")[...]
    for line in shown {
        let found = remaining.firstIndex(of: line)
        #expect(found != nil, "README's testing example shows a line this file lacks: \(line)")
        if let found { remaining = remaining[(found + 1)...] }
    }
    #expect(shown.count > 10)
}

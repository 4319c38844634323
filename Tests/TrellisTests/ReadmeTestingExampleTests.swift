public import PodBayDoors
import Testing
import Trellis
public import TrellisTesting

// The README's testing example, run on the demo's pod bay doors (the README declares the same
// feature in its Rendering section; DocumentationSnippetsTests compiles it there). The imports
// are `public` only because this package builds with InternalImportsByDefault and the
// conformance below is public.

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

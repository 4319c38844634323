public import PodBayDoors
import Testing
import Trellis
public import TrellisTesting

// The README's testing example, as written there. Its imports are `public` only because this
// package builds with InternalImportsByDefault and the conformance below is public.

extension RenderRecorder: BannerRendering where Content == BannerRenderable {}

@Test(.injecting { $0.usersRepository = MockedUsersRepository() },   // this test only
      .plugging(LikePhoto.self, to: ActionSpy(LikePhoto.self)))
@MainActor func halRefusesToOpenTheDoors() async {
    let banner = RenderRecorder<BannerRenderable>()
    let screen = HAL9000Screen(podBayInteraction: PodBayDoorsInteraction(), bannerView: banner)
    screen.didTapMainButton()
    await banner.expectRenders([BannerRenderable(message: PodBayDoorsInteraction.Strings.halsAnswer)])  // exhaustive, with a diff
}

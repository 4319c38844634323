import Testing
import Trellis
import TrellisTesting

// The README's testing example, as written there.

extension RenderRecorder: BannerRendering where Content == BannerRenderable {}

@Test(.injecting { $0.usersRepository = MockedUsersRepository() },   // this test only
      .plugging(LikePhoto.self, to: ActionSpy(LikePhoto.self)))
@MainActor func halRefusesToOpenTheDoors() async {
    let banner = RenderRecorder<BannerRenderable>()
    let screen = HAL9000Screen(podBayInteraction: PodBayDoorsInteraction(), bannerView: banner)
    screen.didTapMainButton()
    await banner.expectRenders([BannerRenderable(message: "I'm sorry, Dave.")])  // exhaustive, with a diff
}

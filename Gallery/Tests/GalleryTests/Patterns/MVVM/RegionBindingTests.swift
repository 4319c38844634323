@testable import Gallery
@testable import GalleryDomain
@testable import GallerySQLite
@testable import LiveScreens
@testable import MVVM
import Observation
import Testing

/// A region bound to a view model renders what the view model holds, and again when it
/// changes: at once when the page asks, or by itself on the main actor's next turn.
@MainActor
@Suite("MVVM region bindings")
struct RegionBindingTests {
    @Observable
    @MainActor
    final class BannerViewModel {
        var message: String?
    }

    let viewModel = BannerViewModel()
    let sent = Collected<ServerMessage>()
    let page: LivePage

    init() {
        page = LivePage(viewer: FeatureScript.viewer) { [sent] in sent.append($0) }
        page.show(.photo(user: 1, photo: 1))
        sent.clear()
    }

    func bind() -> MVVM.RegionBinding {
        MVVM.RegionBinding(of: page) { [viewModel] in viewModel.message.map(HALBanner.init(message:)) }
    }

    var bannerFragments: [String] {
        sent.elements.compactMap { message in
            guard case let .fragment(.banner, html) = message else { return nil }
            return html
        }
    }

    @Test func rendersNothingWhileTheViewModelHasNothing() {
        let binding = bind()
        binding.render()
        binding.renderIfNeeded()
        #expect(sent.elements.isEmpty)
        #expect(page.regions[.banner] == "")
    }

    @Test func rendersWhatTheViewModelHolds() {
        viewModel.message = "Good afternoon, Dave."
        bind().render()
        #expect(bannerFragments.count == 1)
        #expect(page.regions[.banner]?.contains("Good afternoon, Dave.") == true)
    }

    @Test func aChangeIsRenderedAtOnceWhenThePageAsks() {
        let binding = bind()
        binding.render()
        viewModel.message = "Good afternoon, Dave."
        #expect(page.regions[.banner] == "", "a change only marks the region")
        binding.renderIfNeeded()
        #expect(page.regions[.banner]?.contains("Good afternoon, Dave.") == true)
    }

    @Test func aChangeIsRenderedByItselfOnTheNextTurn() async {
        let binding = bind()
        binding.render()
        viewModel.message = "Sorry, Dave."
        #expect(page.regions[.banner] == "", "a change only marks the region")
        await binding.scheduledRender?.value
        #expect(page.regions[.banner]?.contains("Sorry, Dave.") == true)
    }

    @Test func changesBeforeARenderAreRenderedOnceWithTheLatest() async {
        let binding = bind()
        binding.render()
        viewModel.message = "Open the pod bay doors."
        viewModel.message = "Open the pod bay doors, HAL."
        binding.renderIfNeeded()
        // The render the first change scheduled finds nothing left to do.
        await binding.scheduledRender?.value
        #expect(bannerFragments.count == 1)
        #expect(bannerFragments.first?.contains("Open the pod bay doors, HAL.") == true)
        withExtendedLifetime(binding) {}
    }

    @Test func keepsWatchingAfterEachRender() {
        let binding = bind()
        binding.render()
        for message in ["one", "two", "three"] {
            viewModel.message = message
            binding.renderIfNeeded()
            #expect(page.regions[.banner]?.contains(message) == true)
        }
        #expect(bannerFragments.count == 3)
    }

    @Test func aReleasedBindingRendersNothingMore() {
        var binding: MVVM.RegionBinding? = bind()
        binding?.render()
        weak let released = binding
        binding = nil
        #expect(released == nil, "the view model must not keep its binding alive")
        // With the binding gone, its change callback has nobody to mark or schedule.
        viewModel.message = "Daisy, Daisy"
        #expect(sent.elements.isEmpty)
    }
}

import GalleryDomain
@testable import LiveScreens
import Testing
import Trellis
import TrellisTesting

/// The platform's navigation controller: a push puts a controller on show in place of the one
/// there, which is released and handed to the leak detector; back pops to the parent
/// location's controller; a controller that cannot load leaves the page on the previous
/// screen.
@MainActor
@Suite("The platform's navigation controller")
struct NavigationControllerTests {
    /// A screen that draws the users list, or fails to load when told to.
    final class Screen: ViewController {
        let page: LivePage
        let location: GalleryLocation
        let fails: Bool
        private(set) var loads = 0

        init(page: LivePage, location: GalleryLocation, fails: Bool = false) {
            self.page = page
            self.location = location
            self.fails = fails
        }

        func viewDidLoad() async throws {
            loads += 1
            if fails { throw GalleryError.userNotFound(99) }
            if case .users = location { page.render(UserList(users: [UserRow(id: 1, name: "Frank")])) }
        }
    }

    let page = LivePage(viewer: FeatureScript.viewer)

    func navigationController() -> NavigationController {
        NavigationController(page: page) { [page] location in Screen(page: page, location: location) }
    }

    @Test func startsAtADeepLinkWithTheStoryboardsController() async throws {
        let navigation = navigationController()
        try await navigation.start(at: .users)
        #expect(page.location == .users)
        #expect(page.regions[.users]?.contains("Frank") == true)
        #expect((navigation.topViewController as? Screen)?.loads == 1)
        #expect(navigation.topViewController?.navigationController === navigation)
    }

    @Test func aPushReleasesTheControllerItReplacesAndHandsItToTheLeakDetector() async throws {
        let navigation = navigationController()
        try await navigation.start(at: .users)
        weak let first = navigation.topViewController as? Screen
        try await expectNoLeakReports { detector in
            try await navigation.pushViewController(Screen(page: page, location: .photos(user: 1)))
            #expect(detector.pendingCount == 1, "the users screen waits for its grace period")
        }
        #expect(first == nil)
        #expect(page.location == .photos(user: 1))
    }

    @Test func backPopsToTheParentLocation() async throws {
        let navigation = navigationController()
        try await navigation.start(at: .photo(user: 2, photo: 5))
        try await navigation.handle(.back)
        #expect(page.location == .photos(user: 2))
        try await navigation.handle(.back)
        #expect(page.location == .users)
        await #expect(throws: GalleryError.notOnThisScreen("back")) { try await navigation.handle(.back) }
        #expect(page.location == .users)
    }

    @Test func aControllerThatCannotLoadLeavesThePreviousScreen() async throws {
        let navigation = navigationController()
        try await navigation.start(at: .users)
        await #expect(throws: GalleryError.userNotFound(99)) {
            try await navigation.pushViewController(Screen(page: page, location: .photos(user: 99), fails: true))
        }
        #expect(page.location == .users)
        #expect(page.regions[.users]?.contains("Frank") == true, "the users list is drawn again")
    }

    @Test func aTapNoControlTakesIsRefused() async throws {
        let navigation = navigationController()
        try await navigation.start(at: .users)
        await #expect(throws: GalleryError.notOnThisScreen("like")) { try await navigation.handle(.like(1)) }
    }
}

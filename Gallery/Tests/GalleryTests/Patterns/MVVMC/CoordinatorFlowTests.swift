@testable import Gallery
@testable import GalleryDomain
@testable import GallerySQLite
@testable import LiveScreens
@testable import MVVM
@testable import MVVMC
import Testing
import Trellis
import TrellisTesting

/// The MVVM-C flow on the kit's `StackNavigator`: a deep link and the taps that lead to the
/// same screen build the same stack and the same coordinators, and back ends a flow.
@MainActor
@Suite("MVVM-C coordinators")
struct CoordinatorFlowTests {
    typealias Route = MVVMC.Route

    let page = LivePage(viewer: FeatureScript.viewer)
    let navigator = StackNavigator<Route>()

    @Test func aDeepLinkStartsTheFlowFromItsRouteStack() async throws {
        try await withTestGallery { _ in
            let stack = try RouteStack<Route>(path: "/users/2/photos/5")
            let root = MVVMC.UsersCoordinator(navigator: navigator, page: page)
            root.start(at: stack)
            #expect(navigator.stack == stack)
            let flow = root.flow
            #expect(flow.count == 3)
            #expect(flow.last is MVVMC.PhotoCoordinator)
            #expect(flow.last?.view?.viewModel is MVVM.PhotoViewModel)
        }
    }

    @Test func tapsBuildTheSameFlowAsTheDeepLink() async throws {
        try await withTestGallery { _ in
            let root = MVVMC.UsersCoordinator(navigator: navigator, page: page)
            root.start()
            try await root.flow.last?.view?.handle(.openUser(2))
            try await root.flow.last?.view?.handle(.openPhoto(5))
            #expect(navigator.stack == (try RouteStack<Route>(path: "/users/2/photos/5")))
            #expect(root.flow.map { String(describing: type(of: $0)) } == ["UsersCoordinator", "PhotosCoordinator", "PhotoCoordinator"])
        }
    }

    @Test func backPopsAndReleasesTheFinishedFlow() async throws {
        try await withTestGallery { _ in
            let root = MVVMC.UsersCoordinator(navigator: navigator, page: page)
            root.start(at: try RouteStack<Route>(path: "/users/2/photos/5"))
            try await expectNoLeaks { tracker in
                let photos = try #require(root.flow.last)
                tracker.trackFlow(photos, as: "photoCoordinator")
                for part in photos.view?.parts ?? [] {
                    tracker.track(part.object, as: "photo.\(part.role)")
                }
                try await photos.view?.handle(.back)
            }
            #expect(navigator.stack == (try RouteStack<Route>(path: "/users/2/photos")))
            #expect(root.flow.count == 2)
        }
    }

    @Test func theSceneShowsTheTopOfTheNavigator() async throws {
        try await withTestGallery { _ in
            let module = MVVMCPattern().assemble(on: page)
            try await module.start(at: .photo(user: 2, photo: 5))
            #expect(page.location == .photo(user: 2, photo: 5))
            #expect(page.regions[.photo]?.contains("Chess with HAL") == true)

            try await module.handle(.back)
            #expect(page.location == .photos(user: 2))
            #expect(page.regions[.photos]?.contains("EVA to the antenna") == true)

            try await module.handle(.openPhoto(4))
            #expect(page.location == .photo(user: 2, photo: 4))
            #expect(page.regions[.photo]?.contains("EVA to the antenna") == true)
        }
    }

    @Test func theFirstScreenHasNoBack() async throws {
        try await withTestGallery { _ in
            let module = MVVMCPattern().assemble(on: page)
            try await module.start(at: .users)
            await #expect(throws: GalleryError.notOnThisScreen("back")) {
                try await module.handle(.back)
            }
            #expect(page.location == .users)
        }
    }

    @Test func aScreenThatCannotLoadLeavesTheFlowWhereItWas() async throws {
        try await withTestGallery { _ in
            let module = MVVMCPattern().assemble(on: page)
            try await module.start(at: .photos(user: 1))
            await #expect(throws: GalleryError.photoNotFound(9, user: 1)) {
                try await module.handle(.openPhoto(9))
            }
            #expect(page.location == .photos(user: 1))
            #expect(page.regions[.photos]?.contains("The pod bay") == true)
            let coordinators = module.parts.filter { $0.role == "coordinator" }.map { String(describing: type(of: $0.object)) }
            #expect(coordinators == ["UsersCoordinator", "PhotosCoordinator"])
        }
    }
}

@testable import Gallery
@testable import GalleryDomain
@testable import GallerySQLite
@testable import LiveScreens
@testable import MVVMC
import Testing
import Trellis

/// The page's path is the navigator's route stack: every screen's path parses into the stack
/// its coordinators push, and back.
@Suite("MVVM-C routes")
struct RouteTests {
    typealias Route = MVVMC.Route

    @Test(arguments: [
        (GalleryLocation.users, [Route.users]),
        (.photos(user: 2), [.users, .photos(user: 2)]),
        (.photo(user: 2, photo: 5), [.users, .photos(user: 2), .photo(5)]),
    ])
    func aScreensPathIsItsRouteStack(location: GalleryLocation, routes: [Route]) throws {
        #expect(try RouteStack<Route>(path: location.path).routes == routes)
        #expect(RouteStack(routes).path == "/" + location.path)
    }

    @Test(arguments: ["users/02/photos", "users/two/photos", "users/-2/photos", "users/2/albums"])
    func otherPathsAreRefusedNamingTheComponent(path: String) {
        #expect(throws: RouteParsingError.self) {
            try RouteStack<Route>(path: path)
        }
    }
}

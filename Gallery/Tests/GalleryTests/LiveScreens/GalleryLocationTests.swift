import Gallery
import GalleryDomain
import GallerySQLite
import LiveScreens
import Testing

@Suite("Locations")
struct GalleryLocationTests {
    @Test(arguments: [
        ("users", GalleryLocation.users),
        ("/users/", .users),
        ("users/2/photos", .photos(user: 2)),
        ("/users/2/photos/5", .photo(user: 2, photo: 5)),
    ])
    func aPathNamesAScreen(path: String, location: GalleryLocation) {
        #expect(GalleryLocation(path: path) == location)
        #expect(GalleryLocation(path: location.path) == location)
    }

    @Test(arguments: ["", "users/2", "users/two/photos", "users/02/photos", "users/2/photos/5/more", "photos", "users/-1/photos"])
    func otherPathsNameNothing(path: String) {
        #expect(GalleryLocation(path: path) == nil)
    }

    @Test func backLeadsOneLevelUp() {
        #expect(GalleryLocation.photo(user: 2, photo: 5).parent == .photos(user: 2))
        #expect(GalleryLocation.photos(user: 2).parent == .users)
        #expect(GalleryLocation.users.parent == nil)
    }
}

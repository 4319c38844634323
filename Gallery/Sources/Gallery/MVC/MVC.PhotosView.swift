extension MVC {
    /// One user's photo grid, drawn from what its controller sends.
    @MainActor
    final class PhotosView {
        private let page: LivePage

        init(page: LivePage) {
            self.page = page
        }

        func show(_ photos: [Photo], of user: User) {
            page.render(Drawing(userName: user.name, photos: photos.map(Tile.init)), in: .photos)
        }

        /// What `photos.mustache` reads.
        private struct Drawing {
            let userName: String
            let photos: [Tile]
        }

        private struct Tile {
            let id: Photo.ID
            let ownerID: User.ID
            let title: String
            let hue: Int

            init(_ photo: Photo) {
                id = photo.id
                ownerID = photo.userID
                title = photo.title
                hue = photo.hue
            }
        }
    }
}

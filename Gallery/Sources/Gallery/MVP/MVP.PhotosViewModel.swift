extension MVP {
    /// One user's photo grid, ready to show: what `photos.mustache` reads.
    struct PhotosViewModel: Sendable {
        /// One tile of the grid.
        struct Tile: Sendable {
            let id: Photo.ID
            let ownerID: User.ID
            let title: String
            let hue: Int
        }

        let userName: String
        let photos: [Tile]
    }
}

extension MVP.PhotosViewModel {
    init(user: User, photos: [Photo]) {
        userName = user.name
        self.photos = photos.map { Tile(id: $0.id, ownerID: $0.userID, title: $0.title, hue: $0.hue) }
    }
}

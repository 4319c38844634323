extension Clean {
    /// One user's photo grid as it is shown, read by the photos template.
    struct PhotosViewModel: Sendable {
        /// One tile of the grid.
        struct Tile: Sendable {
            var id: Photo.ID
            var ownerID: User.ID
            var title: String
            var hue: Int
        }

        var userName: String
        var photos: [Tile]
    }
}

import Trellis

extension SuperSimple {
    /// One user's photo grid, ready to show.
    struct PhotosRenderable: Renderable {
        /// One tile of the grid.
        struct Tile: Hashable, Sendable {
            let id: Photo.ID
            let ownerID: User.ID
            let title: String
            let hue: Int
        }

        let userName: String
        let photos: [Tile]
    }

    /// A view that shows a photo grid.
    protocol PhotosRendering: Rendering<PhotosRenderable> {}

    /// The view: a page region that renders `PhotosRenderable`s.
    typealias PhotosView = RegionView<PhotosRenderable>
}

extension RegionView: SuperSimple.PhotosRendering where Content == SuperSimple.PhotosRenderable {}

extension SuperSimple.PhotosRenderable {
    init(user: User, photos: [Photo]) {
        userName = user.name
        self.photos = photos.map { Tile(id: $0.id, ownerID: $0.userID, title: $0.title, hue: $0.hue) }
    }
}

import Trellis

extension SuperSimple {
    /// One photo, ready to show.
    struct PhotoRenderable: Renderable {
        let title: String
        let hue: Int
        let ownerID: User.ID
        let ownerName: String
    }

    /// A view that shows one photo.
    protocol PhotoRendering: Rendering<PhotoRenderable> {}

    /// The view: a page region that renders `PhotoRenderable`s.
    typealias PhotoView = RegionView<PhotoRenderable>
}

extension RegionView: SuperSimple.PhotoRendering where Content == SuperSimple.PhotoRenderable {}

extension SuperSimple.PhotoRenderable {
    init(photo: Photo, owner: User) {
        title = photo.title
        hue = photo.hue
        ownerID = owner.id
        ownerName = owner.name
    }
}

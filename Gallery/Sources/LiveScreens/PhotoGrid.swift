/// The photos region, one user's photo grid: what `photos.mustache` reads (`userName`, `photos`).
///
/// One shape for every pattern; a pattern's view model or renderable holds it, or its view
/// builds it from the model, and the page renders it.
struct PhotoGrid: Hashable, Sendable {
    let userName: String
    let photos: [PhotoTile]
}

extension PhotoGrid {
    init(user: User, photos: [Photo]) {
        userName = user.name
        self.photos = photos.map(PhotoTile.init)
    }
}

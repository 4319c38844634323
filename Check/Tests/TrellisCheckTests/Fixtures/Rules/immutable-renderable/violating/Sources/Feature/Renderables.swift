import Trellis

/// A renderable that can change under the view that shows it.
struct CounterRenderable: Renderable {
    let title: String
    var count: Int
}

/// A renderable with identity: two views could share and change one.
final class ProfileRenderable: Renderable {
    let name: String

    init(name: String) {
        self.name = name
    }
}

/// Named as one, conforming or not: Super Simple Architecture's renderables are a naming convention.
struct BadgeRenderable {
    var text: String
}

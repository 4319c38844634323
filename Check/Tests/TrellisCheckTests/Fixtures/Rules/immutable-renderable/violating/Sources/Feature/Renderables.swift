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

/// A renderable through a protocol that refines the kit's.
protocol BadgeContent: Renderable {}

struct BadgeRenderable: BadgeContent {
    var text: String
}

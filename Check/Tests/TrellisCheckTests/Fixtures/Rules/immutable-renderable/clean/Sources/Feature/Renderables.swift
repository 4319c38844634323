import Trellis

struct CounterRenderable: Renderable {
    let title: String
    let count: Int
    static var placeholder = CounterRenderable(title: "", count: 0)

    var summary: String {
        "\(title): \(count)"
    }
}

enum StatusRenderable: Renderable {
    case loading
    case loaded(String)
}

/// Named as one, but no kit renderable: a name alone gives no role.
final class ScoreRenderable {
    var score = 0
}

import Trellis

/// The {{name}} view: shows each renderable it is handed, and keeps nothing.
@MainActor
final class {{Name}}View: {{Name}}Rendering {
    private let show: @MainActor (String) -> Void

    init(show: @escaping @MainActor (String) -> Void) {
        self.show = show
    }

    func render(_ renderable: {{Name}}Renderable) {
        show(renderable.message)
    }
}

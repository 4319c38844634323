import Trellis

/// What the {{name}} screen shows: a dead, immutable value, already worded for people.
struct {{Name}}Renderable: Renderable {
    let message: String
}

/// A view that shows a `{{Name}}Renderable`.
protocol {{Name}}Rendering: Rendering<{{Name}}Renderable> {}

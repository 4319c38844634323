/// What the {{name}} view shows, as its presenter words it.
struct {{Name}}ViewModel: Sendable, Equatable {
    var message = ""
}

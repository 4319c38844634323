/// The flow reached a state no screen shows: a bug in the routes, answered on the page with an
/// error event and logged by the server, never a stopped process.
enum FlowError: Error, Hashable, CustomStringConvertible {
    /// The navigator's stack spells a path that names no screen.
    case noScreen(path: String)

    var description: String {
        switch self {
        case let .noScreen(path):
            "the MVVM-C flow pushed \(path), which names no screen; fix Route.pathComponents so each route adds its part of a screen's path"
        }
    }
}

import Hummingbird

/// The cookie that keeps a browser's ``Viewer`` across pages, tabs and restarts.
enum ViewerCookie {
    static let name = "gallery-viewer"

    /// The viewer named by the request's cookie, if it holds one the Gallery could have issued.
    static func viewer(in request: Request) -> Viewer? {
        request.cookies[name].flatMap { Viewer(id: $0.value) }
    }

    /// A year-long, script-free cookie for `viewer`; the socket's upgrade request carries it.
    static func cookie(for viewer: Viewer) -> Cookie {
        Cookie(name: name, value: viewer.id, maxAge: 365 * 24 * 3600, path: "/", httpOnly: true, sameSite: .lax)
    }
}

import Hummingbird
import Trellis
import GallerySQLite
import GalleryDatabase
import GalleryDomain

/// The cookie that keeps a browser's ``Viewer`` across pages, tabs and restarts.
///
/// Its value is signed with the database's secret (``ViewerCookieSigner``): a cookie the
/// Gallery did not issue is treated as absent, and the browser gets a fresh viewer.
enum ViewerCookie {
    static let name = "gallery-viewer"

    /// The viewer named by the request's cookie, if the Gallery issued it with the current
    /// scope's ``InjectedValues/viewerCookies``.
    static func viewer(in request: Request) -> Viewer? {
        request.cookies[name].flatMap { InjectedValues[\.viewerCookies].viewer(fromValue: $0.value) }
    }

    /// A year-long, script-free cookie for `viewer`, signed; the socket's upgrade request carries it.
    static func cookie(for viewer: Viewer) -> Cookie {
        Cookie(
            name: name, value: InjectedValues[\.viewerCookies].value(for: viewer),
            maxAge: 365 * 24 * 3600, path: "/", httpOnly: true, sameSite: .lax
        )
    }
}

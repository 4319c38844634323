import Hummingbird

/// Which sites may change state through the Gallery: the WebSocket upgrade of a live page and a
/// form post both act as the viewer whose cookie they carry, so another site must not be able
/// to make them (cross-site WebSocket hijacking, form CSRF).
///
/// A browser names the page that makes a request in its `Origin` header. A request is allowed
/// when it has none (a client that is not a browser: a test, `curl`), when its origin is the
/// Gallery's own — the scheme and the `Host` the request was sent to — or when it is one of the
/// configured extra origins (a front end on another host). `Origin: null` (a sandboxed frame,
/// a `file:` page, some redirects) and every other origin are refused.
public struct OriginPolicy: Sendable, Equatable {
    /// Origins allowed besides the Gallery's own, as `scheme://host[:port]`, lowercased.
    public var extraOrigins: Set<String>

    public init(extraOrigins: Set<String> = []) {
        self.extraOrigins = Set(extraOrigins.map { $0.lowercased() })
    }

    /// Whether a request carrying `origin`, sent to `host` (its `Host`, or HTTP/2 authority),
    /// may change state.
    public func allows(origin: String?, host: String?) -> Bool {
        guard let origin = origin?.lowercased() else { return true }
        if let host = host?.lowercased(), origin == "http://\(host)" || origin == "https://\(host)" { return true }
        return extraOrigins.contains(origin)
    }

    /// Whether `request` may change state.
    func allows(_ request: Request) -> Bool {
        allows(origin: request.headers[.origin], host: request.head.authority)
    }

    /// Why a request was refused, for the log: names the origin it came from.
    static func refusal(of request: Request) -> String {
        "Requests from \(request.headers[.origin] ?? "another site") may not change the Gallery: only pages it serves can."
    }

    /// Why a request was refused, for the 403 body: the same words without the origin, since
    /// a body never repeats what the request sent.
    static let refusal = "Requests from another site may not change the Gallery: only pages it serves can."
}

import Hummingbird
import NIOCore
import Trellis
import GallerySQLite
import GalleryDatabase
import GalleryDomain
import LiveScreens
import PatternRegistry

extension GalleryServer {
    /// The HTTP routes: the front page, static files, and every pattern's pages.
    func makeRouter() -> Router<GalleryRequestContext> {
        let router = Router(context: GalleryRequestContext.self)
        router.add(middleware: GalleryRequestContext.UploadLimit(maxUploadSize: configuration.maxBodySize))
        router.add(middleware: NoSniffMiddleware())
        // Every error's body is the Gallery's own words, never the request's.
        router.add(middleware: PlainTextErrorMiddleware())
        router.add(middleware: OriginCheckMiddleware(policy: configuration.origins))
        router.get("/") { _, _ in Self.html(PageRenderer.index()) }
        router.get("/static/live.js") { _, _ in
            Self.text(GalleryTemplates.shared.script, type: "text/javascript; charset=utf-8")
        }
        router.get("/static/gallery.css") { _, _ in
            Self.text(GalleryTemplates.shared.styleSheet, type: "text/css; charset=utf-8")
        }
        router.get("/:pattern") { request, context in
            guard let pattern = Self.pattern(in: context) else { return Self.unknownPattern() }
            return Response(status: .seeOther, headers: [.location: "/\(pattern.id)/\(GalleryLocation.users.path)"])
        }
        router.get("/:pattern/**") { request, context in
            try await page(for: request, context: context, event: nil)
        }
        // HEAD answers what GET would, without the body: link checkers and caches ask it.
        router.head("/:pattern/**") { request, context in
            var response = try await page(for: request, context: context, event: nil)
            response.body = ResponseBody()
            return response
        }
        router.post("/:pattern/**") { request, context in
            let fields: [String: String]
            do {
                // Read by the context's decoder, up to the context's `maxUploadSize`.
                fields = try await request.decode(as: [String: String].self, context: context)
            } catch is NIOTooManyBytesError {
                throw PlainTextError(.contentTooLarge, "A form is at most \(context.maxUploadSize) bytes; this one is larger.")
            } catch {
                throw PlainTextError(.badRequest, "The form is not URL-encoded.")
            }
            // Before anything is read from the form: only a page the Gallery rendered for this
            // viewer holds the viewer's token, so a post made by another site is refused even
            // when the browser names no origin.
            guard Self.hasFormToken(fields, for: request) else {
                throw PlainTextError(.forbidden, Self.formTokenRefusal)
            }
            guard let event = try? ScreenEvent(fields: fields) else {
                throw PlainTextError(.badRequest, "The form does not describe a click the Gallery knows. Reload the page and try again.")
            }
            return try await page(for: request, context: context, event: event)
        }
        return router
    }

    /// What a form posted without its viewer's token is answered, with 403.
    static let formTokenRefusal =
        "This form was not sent from a page the Gallery showed you, or the page is out of date. Reload the page and try again."

    /// Whether `fields` carry the form token of the viewer whose cookie `request` carries.
    ///
    /// A post with no viewer cookie has no token to match: the page that issues the cookie
    /// renders its forms with the new viewer's token, so a browser that keeps cookies always
    /// posts both.
    private static func hasFormToken(_ fields: [String: String], for request: Request) -> Bool {
        guard let viewer = ViewerCookie.viewer(in: request), let token = fields[FormTokenContent.name] else { return false }
        return InjectedValues[\.viewerCookies].isFormToken(token, of: viewer)
    }

    /// A pattern's page for the request's path, with the viewer's cookie set.
    private func page(for request: Request, context: GalleryRequestContext, event: ScreenEvent?) async throws -> Response {
        guard let pattern = Self.pattern(in: context) else { return Self.unknownPattern() }
        let path = context.parameters.getCatchAll().joined(separator: "/")
        guard let location = GalleryLocation(path: path) else {
            // The path is not repeated: the page says what is missing in the Gallery's words.
            return Self.notFound("\(pattern.name) has no page at this address.")
        }
        let known = ViewerCookie.viewer(in: request)
        let viewer = known ?? .random()
        var response: Response
        do {
            let formToken = InjectedValues[\.viewerCookies].formToken(for: viewer)
            let page = try await PageRenderer.page(pattern, at: location, for: viewer, formToken: formToken, handling: event)
            response = Self.html(page.html, status: page.eventError == nil ? .ok : .badRequest)
        } catch let error as GalleryError {
            // Names the missing user or photo by its number, read as one: never the request's text.
            response = Self.notFound(error.description)
        }
        if known == nil {
            response.setCookie(ViewerCookie.cookie(for: viewer))
        }
        return response
    }

    /// The registered pattern the URL names, if there is one.
    private static func pattern(in context: GalleryRequestContext) -> (any GalleryPattern)? {
        context.parameters.get("pattern").flatMap { GalleryPatterns.pattern($0) }
    }

    /// The 404 page for a URL whose first segment names no pattern: the patterns there are,
    /// not the segment.
    private static func unknownPattern() -> Response {
        let known = GalleryPatterns.registered.map(\.id).joined(separator: ", ")
        return notFound("There is no such pattern; the Gallery has \(known).")
    }

    static func html(_ html: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status,
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: html))
        )
    }

    private static func text(_ text: String, type: String) -> Response {
        Response(status: .ok, headers: [.contentType: type], body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    private static func notFound(_ message: String) -> Response {
        html(PageRenderer.notFound(message), status: .notFound)
    }
}

import Hummingbird

extension GalleryServer {
    /// The HTTP routes: the front page, static files, and every pattern's pages.
    func makeRouter() -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: NoSniffMiddleware())
        router.add(middleware: OriginCheckMiddleware(policy: configuration.origins))
        router.add(middleware: BodyLimitMiddleware(limit: configuration.maxBodySize))
        router.get("/") { _, _ in Self.html(PageRenderer.index()) }
        router.get("/static/live.js") { _, _ in
            Self.text(GalleryTemplates.shared.script, type: "text/javascript; charset=utf-8")
        }
        router.get("/static/gallery.css") { _, _ in
            Self.text(GalleryTemplates.shared.styleSheet, type: "text/css; charset=utf-8")
        }
        router.get("/:pattern") { request, context in
            let pattern = try Self.pattern(in: context)
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
            let body = try await request.body.collect(upTo: configuration.maxBodySize)
            let fields: [String: String]
            do {
                fields = try URLEncodedFormDecoder().decode([String: String].self, from: String(buffer: body))
            } catch {
                throw HTTPError(.badRequest, message: "The form is not URL-encoded.")
            }
            let event: ScreenEvent
            do {
                event = try ScreenEvent(fields: fields)
            } catch {
                throw HTTPError(.badRequest, message: "\(error)")
            }
            return try await page(for: request, context: context, event: event)
        }
        return router
    }

    /// A pattern's page for the request's path, with the viewer's cookie set.
    private func page(for request: Request, context: BasicRequestContext, event: ScreenEvent?) async throws -> Response {
        let pattern = try Self.pattern(in: context)
        let path = context.parameters.getCatchAll().joined(separator: "/")
        guard let location = GalleryLocation(path: path) else {
            return Self.notFound("There is no page at /\(pattern.id)/\(path).")
        }
        let known = ViewerCookie.viewer(in: request)
        let viewer = known ?? .random()
        var response: Response
        do {
            let page = try await PageRenderer.page(pattern, at: location, for: viewer, handling: event)
            response = Self.html(page.html, status: page.eventError == nil ? .ok : .badRequest)
        } catch let error as GalleryError {
            response = Self.notFound(error.description)
        }
        if known == nil {
            response.setCookie(ViewerCookie.cookie(for: viewer))
        }
        return response
    }

    private static func pattern(in context: BasicRequestContext) throws -> any GalleryPattern {
        let id = context.parameters.get("pattern") ?? ""
        guard let pattern = GalleryPatterns.pattern(id) else {
            let known = GalleryPatterns.registered.map(\.id).joined(separator: ", ")
            throw HTTPError(.notFound, message: "There is no pattern \"\(id)\"; the Gallery has \(known).")
        }
        return pattern
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

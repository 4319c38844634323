import Hummingbird

/// Answers 413 to a request that announces a body larger than the Gallery ever reads, before
/// any of it is read. Bodies without a length are cut at the same size where they are read.
struct BodyLimitMiddleware<Context: RequestContext>: RouterMiddleware {
    let limit: Int

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > limit {
            throw HTTPError(.contentTooLarge, message: "The body is larger than \(limit) bytes.")
        }
        return try await next(request, context)
    }
}

import Hummingbird

/// `X-Content-Type-Options: nosniff` on every response, errors included, so a browser never
/// runs a body as anything but the type the Gallery declared: an error echoing a request's
/// text stays text.
struct NoSniffMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: @concurrent (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        response.headers[.xContentTypeOptions] = "nosniff"
        return response
    }
}

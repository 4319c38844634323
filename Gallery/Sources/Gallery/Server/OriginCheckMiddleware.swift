import Hummingbird

/// Refuses, with 403, a state-changing request (`POST`) whose `Origin` the policy does not allow.
struct OriginCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    let policy: OriginPolicy

    func handle(_ request: Request, context: Context, next: @concurrent (Request, Context) async throws -> Response) async throws -> Response {
        if request.method == .post, !policy.allows(request) {
            // The refusal names no origin: the body never repeats what the request sent.
            throw PlainTextError(.forbidden, OriginPolicy.refusal)
        }
        return try await next(request, context)
    }
}

import Hummingbird

/// Refuses, with 403, a state-changing request (`POST`) whose `Origin` the policy does not allow.
struct OriginCheckMiddleware<Context: RequestContext>: RouterMiddleware {
    let policy: OriginPolicy

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        if request.method == .post, !policy.allows(request) {
            throw HTTPError(.forbidden, message: OriginPolicy.refusal(of: request))
        }
        return try await next(request, context)
    }
}

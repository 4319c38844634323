import GalleryDomain
import Hummingbird
import Logging

/// Answers every error with a plain-text body that does not repeat the request: a
/// ``PlainTextError`` with its own fixed message, any other error — Hummingbird's own
/// `HTTPError`s (an unknown route, a body over the limit while it is read), whose JSON body may
/// hold the request's text — with the status's fixed reason phrase, a database out of reach with
/// 503 and ``DatabaseOutage/pageMessage`` (the details go to the log), and anything unexpected
/// with 500 and a line in the log instead of the error's description.
struct PlainTextErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: @concurrent (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as PlainTextError {
            return error.response(request.method)
        } catch let error as any HTTPResponseError {
            var response = PlainTextError(error.status, Self.reason(error.status)).response(request.method)
            // Headers the error carries, such as `Allow` of a 405; never its body.
            if let error = error as? HTTPError {
                for field in error.headers where response.headers[field.name] == nil {
                    response.headers.append(field)
                }
            }
            return response
        } catch let error as any DatabaseOutage where error.isOutage {
            context.logger.warning("A request to \(request.uri.path) found the database out of reach: \(error)")
            var response = PlainTextError(.serviceUnavailable, type(of: error).pageMessage).response(request.method)
            response.headers[.retryAfter] = "5"
            return response
        } catch {
            context.logger.error("A request to \(request.uri.path) failed: \(error)")
            return PlainTextError(.internalServerError, Self.reason(.internalServerError)).response(request.method)
        }
    }

    /// The status's own words, "404 Not Found": fixed text, whatever the request held.
    static func reason(_ status: HTTPResponse.Status) -> String {
        "\(status.code) \(status.reasonPhrase)"
    }
}

import Hummingbird

/// The request context of the Gallery's pages: Hummingbird's basic one, with the largest body
/// the server decodes and a decoder for the forms its pages post.
///
/// Hummingbird decodes a request's body (`request.decode(as:context:)`) with the context's
/// `requestDecoder`, reading at most the context's `maxUploadSize` bytes: a larger body fails
/// with NIO's `NIOTooManyBytesError`, which Hummingbird answers 413 (Content Too Large), and
/// ``PlainTextErrorMiddleware`` gives that answer the Gallery's words. So the limit is this
/// context's, and nothing else reads a body.
struct GalleryRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    /// The largest request body decoded, in bytes: ``GalleryServer/Configuration/maxBodySize``,
    /// which ``UploadLimit`` sets on every request.
    var maxUploadSize: Int
    /// A page posts its forms URL-encoded.
    var requestDecoder: URLEncodedFormDecoder { URLEncodedFormDecoder() }

    init(source: Source) {
        coreContext = .init(source: source)
        maxUploadSize = GalleryServer.Configuration.defaultMaxBodySize
    }

    /// Gives every request's context the server's upload limit.
    ///
    /// Hummingbird makes a context from the connection and the logger alone
    /// (`init(source:)`), so a limit that is one server's setting, not the type's, reaches the
    /// context as the router's first step, as authentication middleware hands on an identity.
    struct UploadLimit: RouterMiddleware {
        /// The largest body decoded, in bytes.
        let maxUploadSize: Int

        func handle(
            _ request: Request, context: GalleryRequestContext,
            next: @concurrent (Request, GalleryRequestContext) async throws -> Response
        ) async throws -> Response {
            var context = context
            context.maxUploadSize = maxUploadSize
            return try await next(request, context)
        }
    }
}

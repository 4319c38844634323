import Hummingbird

/// An error the Gallery answers with a short plain-text body of its own words, which never
/// repeat what the request sent.
///
/// Hummingbird's `HTTPError` answers with a JSON body holding its message; a message built
/// from the request ("There is no pattern \"…\"") would hand the client's text back to it,
/// which another site can use to put words of its choosing on a Gallery page. Every error
/// path of the Gallery throws this instead, with a fixed message, and
/// ``PlainTextErrorMiddleware`` rewrites every other error's body.
struct PlainTextError: HTTPResponseError {
    /// The response's status.
    let status: HTTPResponse.Status
    /// The whole body: a fixed sentence, never text taken from the request.
    let message: String

    init(_ status: HTTPResponse.Status, _ message: String) {
        self.status = status
        self.message = message
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        Self.response(status, message)
    }

    /// A plain-text response of `message`, which the browser must not cache.
    static func response(_ status: HTTPResponse.Status, _ message: String) -> Response {
        Response(
            status: status,
            headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: message + "\n"))
        )
    }
}

extension PlainTextError {
    /// The response to a request made with `method`: without a body for `HEAD`, which answers
    /// what `GET` would.
    func response(_ method: HTTPRequest.Method) -> Response {
        var response = Self.response(status, message)
        if method == .head { response.body = ResponseBody() }
        return response
    }
}

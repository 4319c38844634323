/// An error whose description is written for whoever looks at the page: it says what went
/// wrong in the page's terms and names nothing of the server's — no address, path, query or
/// credentials.
///
/// A page shows such an error's text (its error line, the "What just happened" panel); any
/// other error is shown by its type alone, its text going to the server's log, since a
/// library's message may carry a database's URL or the SQL that failed.
public protocol ShownError: Error, CustomStringConvertible {}

extension GalleryError: ShownError {}

/// What a page may say of `error`: a ``ShownError``'s text, the words for a
/// ``DatabaseOutage``, or `nil` for anything else, whose text no page shows.
public func shownText(of error: any Error) -> String? {
    switch error {
    case let error as any ShownError: error.description
    case let error as any DatabaseOutage where error.isOutage: type(of: error).pageMessage
    default: nil
    }
}

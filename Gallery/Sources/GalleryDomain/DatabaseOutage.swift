/// An error a backend throws when its database could not be reached, rather than because a
/// request was wrong: a page says so in words a visitor can act on, while the log keeps the
/// details (which server, why), which are no visitor's business.
public protocol DatabaseOutage: Error {
    /// Whether this error is an outage: the server is down, restarting, or did not answer in
    /// time. A refused migration or a bad URL is not.
    var isOutage: Bool { get }
}

extension DatabaseOutage {
    /// What a page shows for an outage.
    public static var pageMessage: String {
        "The Gallery's database cannot be reached just now, so nothing was changed. Try again in a moment."
    }
}

/// How long ago something happened, in the words a page shows: "just now", "1 minute ago",
/// "3 hours ago", "2 days ago".
///
/// Whole units, rounded down, so the words change at most once a minute: a page that refreshes
/// them on a timer (``LikeUpdates/refreshInterval``) never shows a time that has not passed yet.
/// A moment in the future (a clock set back since) reads "just now".
public struct TimeAgo: Hashable, Sendable, CustomStringConvertible {
    /// The time since then; negative when "then" is later than now.
    public let age: Duration

    /// The words for something that happened `age` ago.
    public init(_ age: Duration) {
        self.age = age
    }

    /// "just now" under a minute, then minutes, hours and days, rounded down.
    public var description: String {
        let seconds = age.components.seconds
        switch seconds {
        case ..<60: return "just now"
        case ..<3_600: return Self.count(seconds / 60, "minute")
        case ..<86_400: return Self.count(seconds / 3_600, "hour")
        default: return Self.count(seconds / 86_400, "day")
        }
    }

    private static func count(_ amount: Int64, _ unit: String) -> String {
        amount == 1 ? "1 \(unit) ago" : "\(amount) \(unit)s ago"
    }
}

import Trellis

/// Counts a text's words: a public use case that cannot fail.
public enum CountWords: SyncAction {
    public typealias Input = String
    public typealias Output = Int
    public typealias Failure = Never
}

/// The public implementation of ``CountWords``.
public struct WordCounter: SyncPerforming, Sendable {
    public init() {}

    public func perform(_ text: String) -> Int {
        text.split(separator: " ").count
    }
}

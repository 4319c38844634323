/// One Swift file to check: where it is and, when it does not live on disk, its text.
public struct SourceFile: Hashable, Sendable {
    /// Relative to the package root.
    public let path: String
    /// The target it belongs to.
    public let target: String
    /// Its text, or `nil` to read it from disk under the package root.
    public let text: String?

    public init(path: String, target: String, text: String? = nil) {
        self.path = path
        self.target = target
        self.text = text
    }
}

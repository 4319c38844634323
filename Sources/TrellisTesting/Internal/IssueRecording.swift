import Testing

extension Issue {
    /// Records a failure whose text was built by a helper, at the line of the test that called it.
    static func record(message: String, at sourceLocation: SourceLocation) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

/// The short, readable name of a type, as people write it in a test (`LikePhoto`, not the
/// module-qualified name).
func typeName(_ type: Any.Type) -> String {
    String(describing: type)
}

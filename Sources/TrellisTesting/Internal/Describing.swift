/// The short, readable name of a type, as people write it in a test (`LikePhoto`, not the
/// module-qualified name).
func typeName(_ type: Any.Type) -> String {
    String(describing: type)
}

/// How a value reads in a failure message: as printed, with text in quotes so that an empty
/// or blank string still shows.
func describe(_ value: some Any) -> String {
    switch value {
    case let text as String: String(reflecting: text)
    case let text as Substring: String(reflecting: text)
    default: String(describing: value)
    }
}

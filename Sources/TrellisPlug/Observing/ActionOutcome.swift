/// How an observed call ended: what an ``ActionObserver`` is told once the implementation
/// returned or threw.
public enum ActionOutcome: Sendable, CustomStringConvertible {
    /// The implementation returned a value of this type (`Void` for an action without output).
    case returned(any Sendable.Type)
    /// The implementation threw this error, or the call threw ``ActionError`` because nothing
    /// was plugged.
    case threw(any Error)

    /// The error thrown, or `nil` when the call returned.
    public var error: (any Error)? {
        if case let .threw(error) = self { return error }
        return nil
    }

    /// `"returned Int"`, `"threw CommentValidationError(…)"`.
    public var description: String {
        switch self {
        case let .returned(type): "returned \(String(describing: type))"
        case let .threw(error): "threw \(String(describing: error))"
        }
    }
}

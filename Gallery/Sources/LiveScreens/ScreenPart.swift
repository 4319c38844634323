/// One object a screen is made of, named by its role in the pattern ("view", "presenter",
/// "likeInteraction", …).
///
/// A ``LiveModule`` and a ``ViewController`` list theirs in `parts`: the leak proofs track each
/// one and fail naming the role of any that survives its screen, and a ``Window``, a
/// ``NavigationController`` and the server hand each one to the leak detector when its screen
/// goes.
///
/// ```swift
/// var parts: [ScreenPart] {
///     [ScreenPart("view", self), ScreenPart("presenter", presenter)]
/// }
/// ```
public struct ScreenPart {
    /// What the object is in the pattern: "view", "presenter", "coordinator", ….
    public let role: String
    /// The object itself.
    public let object: AnyObject

    /// The part `object` plays as `role`.
    public init(_ role: String, _ object: AnyObject) {
        self.role = role
        self.object = object
    }
}

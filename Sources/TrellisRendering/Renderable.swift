/// A dead, immutable value that a view shows as it is.
///
/// A renderable carries everything a view needs, already formatted for people (dates,
/// numbers, sentences), so the view has nothing left to decide but how to look. Being a
/// `Sendable` value, it can be made on any thread and handed to the main actor; being
/// `Equatable`, a view or a test can tell whether anything changed.
///
/// ```swift
/// struct BannerRenderable: Renderable {
///     let message: String
/// }
///
/// extension BannerRenderable {
///     init(what: String) {
///         message = "Only 🍎 has \(what)"
///     }
/// }
/// ```
///
/// Declare extra initializers in an extension, as above, so the memberwise initializer stays
/// available.
public protocol Renderable: Sendable, Equatable {}

// Names from the Plug article (s4cha/Plug) that have no place in Trellis. Each is unavailable, so
// code written the article's way stops at the compiler with what to write instead, not with "cannot find type".

/// Plug's one protocol for an action and its implementation, which Trellis keeps apart.
@available(
    *, unavailable,
    message: "Trellis splits IsAction in two: declare the use case as `enum LikePhoto: AsyncAction { typealias Input = Photo }` (or SyncAction), and its implementation as a Sendable type conforming to AsyncPerforming (or SyncPerforming) with `func perform(_:)`"
)
public protocol IsAction {}

/// The promise the Plug article's asynchronous actions return.
@available(
    *, unavailable,
    message: "A Trellis action returns its Output itself: declare `enum LikePhoto: AsyncAction { typealias Input = Photo }` (Output defaults to Void), and where Plug chained `.then { … }` write `try await action(LikePhoto.self, photo)`"
)
public struct Promise<Value> {}

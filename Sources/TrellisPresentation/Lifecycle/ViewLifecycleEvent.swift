/// A moment in the life of a view, named the same on every UI toolkit.
///
/// ```swift
/// lifecycle.send(.didAppear)
/// ```
public enum ViewLifecycleEvent: Sendable, Hashable, CaseIterable {
    /// The view was created and loaded; it happens once.
    case didLoad
    /// The view is about to become visible.
    case willAppear
    /// The view became visible.
    case didAppear
    /// The view is about to stop being visible.
    case willDisappear
    /// The view is no longer visible.
    case didDisappear
}

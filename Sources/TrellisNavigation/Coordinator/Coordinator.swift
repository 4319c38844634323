/// An object that owns one navigation flow: it decides which screen comes next, so screens
/// don't have to know about each other.
///
/// A coordinator starts child coordinators for sub-flows and keeps them alive while they run;
/// a child that is done calls ``finish()`` and is released. Parents hold their children
/// strongly and children hold their parent weakly, so a finished flow never leaks.
///
/// ```swift
/// final class ExampleCoordinator: Coordinator {
///     let children = CoordinatorChildren()
///     let navigator: any Navigator<AppRoute>
///
///     init(navigator: any Navigator<AppRoute>) {
///         self.navigator = navigator
///     }
///
///     func start() {
///         navigator.push(.example)
///     }
///
///     func showList(_ list: ExampleListModel) {
///         startChild(ListCoordinator(navigator: navigator, list: list))
///     }
/// }
/// ```
@MainActor
public protocol Coordinator: AnyObject {
    /// The child coordinators this one started, and the parent that started it.
    ///
    /// Declare it as `let children = CoordinatorChildren()`; the extension methods manage it.
    var children: CoordinatorChildren { get }

    /// Shows the flow's first screen.
    func start()

    /// Called after a child coordinator finished and was removed; does nothing by default.
    ///
    /// - Parameter child: The coordinator that called ``finish()``.
    func childDidFinish(_ child: any Coordinator)
}

// MARK: - Defaults

extension Coordinator {
    /// Does nothing.
    public func childDidFinish(_ child: any Coordinator) {}
}

// MARK: - Flow

extension Coordinator {
    /// The coordinator that started this one, while it is alive.
    public var parentCoordinator: (any Coordinator)? {
        children.parent
    }

    /// Keeps `child` alive as a child of this coordinator, then starts it.
    ///
    /// ```swift
    /// func showList(_ list: ExampleListModel) {
    ///     startChild(ListCoordinator(navigator: navigator, list: list))
    /// }
    /// ```
    ///
    /// - Parameter child: A coordinator that is not running yet. If it is already a child of
    ///   this coordinator it is only started again.
    /// - Returns: `child`, for callers that want to keep talking to it.
    @discardableResult
    public func startChild<Child: Coordinator>(_ child: Child) -> Child {
        if let previousParent = child.children.parent, previousParent !== self {
            previousParent.children.remove(child)
        }
        children.add(child)
        child.children.parent = self
        child.start()
        return child
    }

    /// Ends this flow: finishes its own children, leaves its parent (which releases it), and
    /// tells the parent through ``childDidFinish(_:)``.
    ///
    /// ```swift
    /// func close() {
    ///     navigator.pop()
    ///     finish()
    /// }
    /// ```
    ///
    /// A coordinator without a parent (the root) only finishes its children.
    public func finish() {
        for child in children.coordinators.reversed() {
            child.finish()
        }
        guard let parent = children.parent else { return }
        children.parent = nil
        parent.children.remove(self)
        parent.childDidFinish(self)
    }
}

/// An object that owns one navigation flow: it decides which screen comes next, so screens
/// don't have to know about each other.
///
/// A coordinator starts child coordinators for sub-flows and keeps them alive while they run;
/// a child that is done calls ``finish(file:line:)`` and is released. Parents hold their children
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
    /// - Parameter child: The coordinator that called ``finish(file:line:)``.
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

    /// Keeps `child` alive as a child of this coordinator and, if it was not running yet,
    /// starts it.
    ///
    /// ```swift
    /// func showList(_ list: ExampleListModel) {
    ///     startChild(ListCoordinator(navigator: navigator, list: list))
    /// }
    /// ```
    ///
    /// A child that is already running under another parent moves here without being started
    /// again, since its screens are already shown; one already running here stays as it is.
    /// Flows form a tree: a coordinator cannot become its own child, nor the child of a
    /// coordinator it runs, directly or further down. That would make ``finish(file:line:)`` endless,
    /// so it stops the program with a message naming both coordinators.
    ///
    /// - Parameters:
    ///   - child: The coordinator to run as a child of this one.
    ///   - file: The caller's file, named in the message if the call would make a cycle.
    ///   - line: The caller's line, named with `file`.
    /// - Returns: `child`, for callers that want to keep talking to it.
    @discardableResult
    public func startChild<Child: Coordinator>(
        _ child: Child,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Child {
        if let cycle = CoordinatorTree.cycleMessage(adopting: child, by: self) {
            fatalError("Trellis: \(cycle)", file: file, line: line)
        }
        let wasRunning = child.children.parent != nil
        if let previousParent = child.children.parent, previousParent !== self {
            previousParent.children.remove(child)
        }
        children.add(child)
        child.children.parent = self
        if !wasRunning {
            child.start()
        }
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
    /// Children finish before their parent, the last started first, each telling its parent.
    /// The walk uses no recursion, so a flow of any depth finishes. A coordinator without a
    /// parent (the root) only finishes its children.
    ///
    /// Nothing should hold a coordinator once it left its parent. In a debug build, every
    /// coordinator that leaves is handed to the current `LeakDetector`, which — once the app
    /// turned it on — reports each one still alive after its grace period, naming the caller's
    /// line: a closure that captures the coordinator strongly is the usual culprit. A release
    /// build compiles that out.
    ///
    /// - Parameters:
    ///   - file: The caller's file, named in the leak detector's report of a coordinator that
    ///     stays alive.
    ///   - line: The caller's line, named with `file`.
    public func finish(file: StaticString = #fileID, line: UInt = #line) {
        CoordinatorTree.finish(self, file: file, line: line)
    }
}

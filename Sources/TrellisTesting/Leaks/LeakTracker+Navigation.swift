public import TrellisNavigation

extension LeakTracker {
    /// Tracks the four parts of a VIPER module as `"view"`, `"presenter"`, `"interactor"` and
    /// `"router"`.
    ///
    /// ```swift
    /// await expectNoLeaks { tracker in
    ///     tracker.track(UserRouter.start())
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - module: An assembled module; parts it no longer holds are skipped.
    ///   - prefix: Put in front of each name, as in `"users.presenter"`, when a test tracks
    ///     several modules.
    ///   - fileID: The file that tracks it, named in a failure; leave the default.
    ///   - filePath: Its full path; leave the default.
    ///   - line: The line that tracks it, named in a failure; leave the default.
    ///   - column: Its column; leave the default.
    /// - Returns: `module`.
    @MainActor
    @discardableResult
    public func track<View, Interactor, Presenter, Router>(
        _ module: ViperModule<View, Interactor, Presenter, Router>,
        prefix: String? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> ViperModule<View, Interactor, Presenter, Router> {
        let name = { (role: String) in prefix.map { "\($0).\(role)" } ?? role }
        let parts: [(role: String, object: AnyObject?)] = [
            ("view", module.view), ("presenter", module.presenter),
            ("interactor", module.interactor), ("router", module.router),
        ]
        for case let (role, object?) in parts {
            track(object, as: name(role), fileID: fileID, filePath: filePath, line: line, column: column)
        }
        return module
    }

    /// Tracks a coordinator and, recursively, every child coordinator it is running now, named
    /// after their place in the flow (`"coordinator"`, `"coordinator.children[0]"`, …).
    ///
    /// ```swift
    /// coordinator.showList(list)
    /// tracker.trackFlow(coordinator)
    /// ```
    ///
    /// - Parameters:
    ///   - coordinator: The root of the flow to watch.
    ///   - name: The root's name.
    ///   - fileID: The file that tracks it, named in a failure; leave the default.
    ///   - filePath: Its full path; leave the default.
    ///   - line: The line that tracks it, named in a failure; leave the default.
    ///   - column: Its column; leave the default.
    @MainActor
    public func trackFlow(
        _ coordinator: any Coordinator,
        as name: String = "coordinator",
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) {
        track(coordinator, as: name, fileID: fileID, filePath: filePath, line: line, column: column)
        for (index, child) in coordinator.children.coordinators.enumerated() {
            trackFlow(child, as: "\(name).children[\(index)]", fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }
}

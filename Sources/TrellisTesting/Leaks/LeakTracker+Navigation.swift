public import Testing
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
    ///   - sourceLocation: Recorded with each part, so a failure points at this line.
    /// - Returns: `module`.
    @MainActor
    @discardableResult
    public func track<View, Interactor, Presenter, Router>(
        _ module: ViperModule<View, Interactor, Presenter, Router>,
        prefix: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> ViperModule<View, Interactor, Presenter, Router> {
        let name = { (role: String) in prefix.map { "\($0).\(role)" } ?? role }
        track(module.view, as: name("view"), sourceLocation: sourceLocation)
        if let presenter = module.presenter { track(presenter, as: name("presenter"), sourceLocation: sourceLocation) }
        if let interactor = module.interactor { track(interactor, as: name("interactor"), sourceLocation: sourceLocation) }
        if let router = module.router { track(router, as: name("router"), sourceLocation: sourceLocation) }
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
    ///   - sourceLocation: Recorded with each coordinator, so a failure points at this line.
    @MainActor
    public func trackFlow(
        _ coordinator: any Coordinator,
        as name: String = "coordinator",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        track(coordinator, as: name, sourceLocation: sourceLocation)
        for (index, child) in coordinator.children.coordinators.enumerated() {
            trackFlow(child, as: "\(name).children[\(index)]", sourceLocation: sourceLocation)
        }
    }
}

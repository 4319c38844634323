public import TrellisInjection

extension InjectedValues {
    /// Tells `observer` about every action call made where this update closure's writes apply:
    /// in the process, or in one scope.
    ///
    /// ```swift
    /// import Trellis
    ///
    /// struct PrintingObserver: ActionObserver {
    ///     func didPerform(_ call: ObservedCall, outcome: ActionOutcome, duration: Duration) {
    ///         print("\(call) \(outcome)")
    ///     }
    /// }
    ///
    /// enum RefreshFeed: AsyncAction {}
    ///
    /// func startApp() {
    ///     InjectedValues.install { $0.observeActions(PrintingObserver()) }   // every call
    /// }
    ///
    /// func refreshWhileObserving() async throws {
    ///     try await withOverrides {
    ///         $0.observeActions(PrintingObserver())                          // this scope's calls only
    ///         $0.plug(RefreshFeed.self) {}
    ///     } operation: {
    ///         try await action(RefreshFeed.self)
    ///     }
    /// }
    /// ```
    ///
    /// In a scope, the observer sees the calls made in it and in the tasks it starts, and
    /// nothing made beside it, so parallel tests each observe their own calls; it sees those of
    /// nested scopes too, which keep the observers of the scopes around them. A call made in a
    /// scope is told to the scope's observers and to the process's.
    ///
    /// An update closure may observe with several observers; they are told in the order they
    /// were added. Installing for the process again replaces the process's observers with the
    /// ones that closure adds, as installing a value or a plug replaces it.
    ///
    /// While no observer is installed anywhere, calls cost what they cost without observation.
    ///
    /// - Parameter observer: What to tell; see ``ActionObserver``.
    public mutating func observeActions(_ observer: some ActionObserver) {
        ActionObservation.add(observer)
    }
}

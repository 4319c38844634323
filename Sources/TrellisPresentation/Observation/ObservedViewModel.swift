public import Observation

/// An `@Observable` object that follows the latest view model of one type, for SwiftUI and
/// any other view that uses the Observation framework.
///
/// ```swift
/// struct ProfileView: View {
///     let profile: ObservedViewModel<MyViewModel>   // presenter.observe(MyViewModel.self)
///
///     var body: some View {
///         Text(profile.value?.userName ?? "Loading…")
///     }
/// }
/// ```
///
/// The value changes on the main actor only. The object does not keep the presenter alive:
/// the view owns the presenter, and once the object is released it stops listening.
@MainActor
@Observable
public final class ObservedViewModel<ViewModel: Sendable> {
    /// The latest view model, or `nil` until the presenter publishes one.
    public private(set) var value: ViewModel?

    @ObservationIgnored private var token: ListenerToken?

    /// Follows the view models of `store`, starting with its current value.
    ///
    /// ```swift
    /// let profile = ObservedViewModel<MyViewModel>(presenter.viewModels)
    /// ```
    ///
    /// - Parameter store: The store to follow; it is not retained.
    public init(_ store: ViewModels) {
        token = store.viewModel(ViewModel.self, owner: self) { observed, viewModel in
            observed.value = viewModel
        }
    }
}

// Names from the Clean Architecture framework (velvetroom/clean-architecture) that have no place
// in Trellis. Each is unavailable, so code written the framework's way stops at the compiler with what to write instead.

/// The Clean Architecture framework's view base class, a `UIViewController` specialised with its presenter.
@available(
    *, unavailable,
    message: "Trellis has no view base class: any view (a UIViewController, a SwiftUI view) keeps its presenter and listens with `presenter.viewModel { [weak self] (viewModel: MyViewModel) in … }`"
)
open class View<SomePresenter> {}

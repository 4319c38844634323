import Trellis

protocol ProbeViewing: ViperView {}
protocol ProbePresenting: ViperPresenter {}
protocol ProbeInteracting: ViperInteractor {}
protocol ProbeRouting: ViperRouter {}

final class ProbeView: ProbeViewing {
    var presenter: (any ProbePresenting)?
}

/// Fits the other parts, but is not a `ProbePresenting`.
final class StrayPresenter: ViperPresenter {
    weak var view: (any ProbeViewing)?
    var interactor: (any ProbeInteracting)?
    var router: (any ProbeRouting)?
}

final class ProbeInteractor: ProbeInteracting {
    weak var presenter: (any ProbePresenting)?
}

final class ProbeRouter: ProbeRouting {
    weak var entry: (any ProbeViewing)?
    weak var presenter: (any ProbePresenting)?
}

/// Assembles a module whose presenter is not what the view holds.
@MainActor func assembleMismatchedViperParts() {
    misuseOnNextLine()
    _ = ViperModule.assemble(view: ProbeView(), interactor: ProbeInteractor(), presenter: StrayPresenter(), router: ProbeRouter())
}

import Testing
import Trellis

// A VIPER module written in a file that imports the whole kit and, as an app's files do, a UI
// framework's `View` (stood in for by the protocol below). Inside each part, `Presenter` must
// still name the kit's presenter protocol and `View` the framework's: this file compiles only
// if the VIPER protocols' own names for the other parts shadow neither.

/// Stands in for SwiftUI's `View`.
private protocol View {}

private struct Banner: View {
    let text: String
}

/// A presenter in the kit's sense: a source of view models.
private final class GreetingSource: Presenter {
    let viewModels = ViewModels()
}

@MainActor private protocol GreetingViewing: ViperView {
    func show(_ text: String)
}

@MainActor private protocol GreetingPresenting: ViperPresenter {
    func didLoad(_ name: String)
}

@MainActor private protocol GreetingInteracting: ViperInteractor {}

@MainActor private protocol GreetingRouting: ViperRouter {}

private final class GreetingView: GreetingViewing {
    var presenter: (any GreetingPresenting)?
    private(set) var shown: [String] = []

    func show(_ text: String) {
        shown.append(text)
    }

    /// `some Presenter` is the kit's protocol here, not this view's presenter contract.
    func store(of source: some Presenter) -> ViewModels {
        source.viewModels
    }

    /// `some View` is the UI framework's protocol here.
    func banner() -> some View {
        Banner(text: shown.last ?? "")
    }
}

private final class GreetingPresenter: GreetingPresenting {
    weak var view: (any GreetingViewing)?
    var interactor: (any GreetingInteracting)?
    var router: (any GreetingRouting)?

    func didLoad(_ name: String) {
        view?.show("Good afternoon, \(name).")
    }

    func placeholder() -> some View {
        Banner(text: "…")
    }
}

private final class GreetingInteractor: GreetingInteracting {
    weak var presenter: (any GreetingPresenting)?
}

private final class GreetingRouter: GreetingRouting {
    weak var entry: (any GreetingViewing)?
    weak var presenter: (any GreetingPresenting)?
}

@MainActor
struct ViperContractNamesTests {
    @Test func insideAViperViewPresenterNamesTheKitsProtocol() {
        // Given
        let module = ViperModule.assemble(
            view: GreetingView(),
            interactor: GreetingInteractor(),
            presenter: GreetingPresenter(),
            router: GreetingRouter()
        )
        let source = GreetingSource()

        // When
        module.presenter?.didLoad("Dave")

        // Then
        #expect(module.view.store(of: source) === source.viewModels)
        #expect(module.view.shown == ["Good afternoon, Dave."])
        #expect((module.view.banner() as? Banner)?.text == "Good afternoon, Dave.")
        #expect((module.presenter?.placeholder() as? Banner)?.text == "…")
    }
}

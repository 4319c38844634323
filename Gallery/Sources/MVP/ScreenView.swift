import GalleryDomain
import LiveScreens
import Trellis

/// A passive view, as the controller sees it: it holds its presenter, which holds it
/// weakly, asks it to load the screen, and shows the view models it publishes when told.
@MainActor
protocol ScreenView: AnyObject {
    associatedtype ViewPresenter: ScreenPresenter
    /// Set by the controller once the presenter is made with the view, as in the notes.
    var presenter: ViewPresenter? { get }
    /// Where the view's regions are.
    var page: LivePage { get }
    /// A tap on one of the view's controls, passed to its presenter.
    ///
    /// - Throws: ``GalleryError/notOnThisScreen(_:)`` when the view has no such control,
    ///   which by default it has not.
    func handle(_ event: ScreenEvent) async throws
}

/// A presenter the controller can start.
@MainActor
protocol ScreenPresenter: Presenter {
    /// Fetches what the screen shows, publishes it, and tells the view.
    func load() async throws
}

extension ScreenView {
    /// The notes' `setupView()`: the view asks its presenter to load the screen.
    func setupView() async throws {
        try await presenter?.load()
    }

    func handle(_ event: ScreenEvent) async throws {
        throw GalleryError.notOnThisScreen(event.name)
    }

    /// Shows `fragment` of the presenter's latest view model of its type, if it published one:
    /// the part a region's template reads, drawn in the region its type names.
    ///
    /// Read when the presenter says so rather than listened to: a listener runs on a later
    /// main-actor turn, and a tap's answer must be on the page when the tap returns.
    func show<ViewModel: Sendable, Fragment: RegionContent>(_ fragment: KeyPath<ViewModel, Fragment>) {
        guard let viewModel = presenter?.currentViewModel(ViewModel.self) else { return }
        page.render(viewModel[keyPath: fragment])
    }

    /// The view and its presenter, for leak proofs.
    var parts: [ScreenPart] {
        [ScreenPart("view", self)] + (presenter.map { [ScreenPart("presenter", $0)] } ?? [])
    }
}

/// The text of each pattern's files, written against the kit's public API only.
struct ScaffoldTemplates {
    let name: String
    let module: String

    /// `Greeting` → `greeting`.
    var lowerName: String { name.prefix(1).lowercased() + name.dropFirst() }

    var action: String {
        """
        import Trellis

        /// Loads what the \(lowerName) screen shows. Plugged where the app starts:
        /// `app.plug(Load\(name).self, to: …)`; in tests with `@Test(.plugging(Load\(name).self, to: …))`.
        enum Load\(name): SyncAction {
            typealias Output = String
            typealias Failure = Never
        }

        """
    }

    // MARK: - Super Simple Architecture

    var superSimple: [(String, String)] {
        [
            ("\(name)Renderable", """
            import Trellis

            /// What the \(lowerName) screen shows: a dead, immutable value, already worded for people.
            struct \(name)Renderable: Renderable {
                let message: String
            }

            /// A view that shows a `\(name)Renderable`.
            protocol \(name)Rendering: Rendering<\(name)Renderable> {}

            """),
            ("\(name)Interaction", """
            import Trellis

            /// What the \(lowerName) screen asks of its interaction.
            @MainActor
            protocol \(name)Interacting: AnyObject {
                func use(_ view: any \(name)Rendering)
                func didAppear()
            }

            /// Reacts to the \(lowerName) screen: loads what it shows and renders it into the view,
            /// which it holds weakly.
            @MainActor
            final class \(name)Interaction: \(name)Interacting {
                private var view = WeakRendering<\(name)Renderable>()

                func use(_ view: any \(name)Rendering) {
                    self.view.use(view)
                }

                func didAppear() {
                    view.render(\(name)Renderable(message: action(Load\(name).self)))
                }
            }

            """),
            ("\(name)View", """
            import Trellis

            /// The \(lowerName) view: shows each renderable it is handed, and keeps nothing.
            @MainActor
            final class \(name)View: \(name)Rendering {
                private let show: @MainActor (String) -> Void

                init(show: @escaping @MainActor (String) -> Void) {
                    self.show = show
                }

                func render(_ renderable: \(name)Renderable) {
                    show(renderable.message)
                }
            }

            """),
        ]
    }

    var superSimpleTest: (String, String) {
        ("\(name)InteractionTests", """
        import Testing
        import Trellis
        import TrellisTesting
        @testable import \(module)

        @MainActor
        struct \(name)InteractionTests {
            @Test(.plugging(Load\(name).self, to: Fixed\(name)()))
            func rendersWhatLoad\(name)Answers() {
                // Given a view in use by the interaction
                var shown: [String] = []
                let view = \(name)View { shown.append($0) }
                let interaction = \(name)Interaction()
                interaction.use(view)

                // When the screen appears
                interaction.didAppear()

                // Then the view shows the action's answer
                #expect(shown == ["Hello from \(name)"])
            }

            @Test(.plugging(Load\(name).self, to: Fixed\(name)()))
            func rendersNothingOnceTheViewIsGone() {
                var shown: [String] = []
                let interaction = \(name)Interaction()
                do {
                    let view = \(name)View { shown.append($0) }
                    interaction.use(view)
                }
                interaction.didAppear()
                #expect(shown.isEmpty)
            }
        }

        /// Answers the same message every time.
        private struct Fixed\(name): SyncPerforming {
            func perform(_: Void) -> String {
                "Hello from \(name)"
            }
        }

        """)
    }

    // MARK: - MVC

    var mvc: [(String, String)] {
        [
            ("\(name)View", """
            /// The \(lowerName) view: shows what its controller hands it, and reads nothing itself.
            @MainActor
            final class \(name)View {
                private let show: @MainActor (String) -> Void

                init(show: @escaping @MainActor (String) -> Void) {
                    self.show = show
                }

                func display(_ message: String) {
                    show(message)
                }
            }

            """),
            ("\(name)ViewController", """
            import Trellis

            /// Apple's MVC: the \(lowerName) controller owns its view and reads the model — here
            /// through `Load\(name)` — then tells the view what to show.
            @MainActor
            final class \(name)ViewController {
                let view: \(name)View

                init(view: \(name)View) {
                    self.view = view
                }

                func viewDidLoad() {
                    view.display(action(Load\(name).self))
                }
            }

            """),
        ]
    }

    var mvcTest: (String, String) {
        ("\(name)ViewControllerTests", """
        import Testing
        import Trellis
        import TrellisTesting
        @testable import \(module)

        @MainActor
        struct \(name)ViewControllerTests {
            @Test(.plugging(Load\(name).self, to: Fixed\(name)()))
            func theViewShowsWhatTheControllerLoads() {
                // Given a controller and its view
                var shown: [String] = []
                let controller = \(name)ViewController(view: \(name)View { shown.append($0) })

                // When the view loads
                controller.viewDidLoad()

                // Then the view shows the action's answer
                #expect(shown == ["Hello from \(name)"])
            }
        }

        /// Answers the same message every time.
        private struct Fixed\(name): SyncPerforming {
            func perform(_: Void) -> String {
                "Hello from \(name)"
            }
        }

        """)
    }

    // MARK: - MVP

    var mvp: [(String, String)] {
        [
            ("\(name)ViewModel", """
            /// What the \(lowerName) view shows, as its presenter words it.
            struct \(name)ViewModel: Sendable, Equatable {
                let message: String
            }

            """),
            ("\(name)Presenter", """
            import Trellis

            /// What the \(lowerName) presenter asks of its passive view.
            @MainActor
            protocol \(name)ViewDelegate: AnyObject {
                /// A new ``\(name)ViewModel`` was published; show it.
                func updateView()
            }

            /// Loads what the \(lowerName) screen shows through `Load\(name)`, publishes it as a view
            /// model and tells its view, which it holds weakly: the view owns the presenter.
            @MainActor
            final class \(name)Presenter: Presenter {
                let viewModels = ViewModels()
                private weak var view: (any \(name)ViewDelegate)?

                init(view: any \(name)ViewDelegate) {
                    self.view = view
                }

                func load() {
                    update(viewModel: \(name)ViewModel(message: action(Load\(name).self)))
                    view?.updateView()
                }
            }

            """),
            ("\(name)View", """
            /// The \(lowerName) view: passive. It owns its presenter, asks it to load, and shows the
            /// view model it publishes.
            @MainActor
            final class \(name)View: \(name)ViewDelegate {
                var presenter: \(name)Presenter?
                private(set) var message: String?

                func setupView() {
                    presenter?.load()
                }

                func updateView() {
                    message = presenter?.currentViewModel(\(name)ViewModel.self)?.message
                }
            }

            """),
        ]
    }

    var mvpTest: (String, String) {
        ("\(name)ViewTests", """
        import Testing
        import Trellis
        import TrellisTesting
        @testable import \(module)

        @MainActor
        struct \(name)ViewTests {
            @Test(.plugging(Load\(name).self, to: Fixed\(name)()))
            func theViewShowsWhatItsPresenterPublishes() {
                // Given a view that owns its presenter
                let view = \(name)View()
                view.presenter = \(name)Presenter(view: view)

                // When the view is set up
                view.setupView()

                // Then it shows the view model the presenter published
                #expect(view.message == "Hello from \(name)")
            }

            @Test(.plugging(Load\(name).self, to: Fixed\(name)()))
            func thePresenterIsFreedWithItsView() async {
                await expectNoLeaks { tracker in
                    let view = tracker.track(\(name)View(), as: "view")
                    view.presenter = tracker.track(\(name)Presenter(view: view), as: "presenter")
                    view.setupView()
                }
            }
        }

        /// Answers the same message every time.
        private struct Fixed\(name): SyncPerforming {
            func perform(_: Void) -> String {
                "Hello from \(name)"
            }
        }

        """)
    }

    // MARK: - MVVM

    var mvvm: [(String, String)] {
        [
            ("\(name)ViewModel", """
            import Observation
            import Trellis

            /// The \(lowerName) screen's state, loaded through `Load\(name)`; views bound to it are
            /// told when it changes.
            @Observable
            @MainActor
            final class \(name)ViewModel {
                private(set) var message = ""

                func load() {
                    message = action(Load\(name).self)
                }
            }

            """),
            ("\(name)View", """
            import Observation

            /// The \(lowerName) view: bound to its view model, it shows the message whenever it
            /// changes. With SwiftUI it is a `View` whose `body` reads `viewModel.message`.
            @MainActor
            final class \(name)View {
                let viewModel: \(name)ViewModel
                private let show: @MainActor (String) -> Void

                init(viewModel: \(name)ViewModel, show: @escaping @MainActor (String) -> Void) {
                    self.viewModel = viewModel
                    self.show = show
                }

                /// Shows the message now, and again after each change.
                func bind() {
                    let message = withObservationTracking {
                        viewModel.message
                    } onChange: { [weak self] in
                        Task { @MainActor in self?.bind() }
                    }
                    show(message)
                }
            }

            """),
        ]
    }

    var mvvmTest: (String, String) {
        ("\(name)ViewModelTests", """
        import Testing
        import Trellis
        import TrellisTesting
        @testable import \(module)

        @MainActor
        struct \(name)ViewModelTests {
            @Test(.plugging(Load\(name).self, to: Fixed\(name)()), .timeLimit(.minutes(1)))
            func theBoundViewShowsWhatTheViewModelLoads() async {
                // Given a view bound to its view model
                var shown: [String] = []
                let view = \(name)View(viewModel: \(name)ViewModel()) { shown.append($0) }
                view.bind()

                // When the view model loads
                view.viewModel.load()

                // Then the view shows the new message once told of the change
                var turns = 0
                while shown.count < 2, turns < 10_000 {
                    await Task.yield()
                    turns += 1
                }
                #expect(shown == ["", "Hello from \(name)"])
            }
        }

        /// Answers the same message every time.
        private struct Fixed\(name): SyncPerforming {
            func perform(_: Void) -> String {
                "Hello from \(name)"
            }
        }

        """)
    }

    // MARK: - Clean architecture

    var clean: [(String, String)] {
        [
            ("\(name)ViewModel", """
            /// What the \(lowerName) view shows, as its presenter words it.
            struct \(name)ViewModel: Sendable, Equatable {
                var message = ""
            }

            """),
            ("\(name)Presenter", """
            import Trellis

            /// Turns what `Load\(name)` answers into the \(lowerName) view model; it knows nothing of the
            /// view, which listens on the main actor.
            final class \(name)Presenter: Presenter {
                let viewModels = ViewModels()

                func load() {
                    update(viewModel: \(name)ViewModel(message: action(Load\(name).self)))
                }
            }

            """),
            ("\(name)View", """
            import Trellis

            /// The \(lowerName) view: owns its presenter and shows each view model it delivers.
            @MainActor
            final class \(name)View {
                let presenter: \(name)Presenter
                private let show: @MainActor (String) -> Void

                init(presenter: \(name)Presenter = \(name)Presenter(), show: @escaping @MainActor (String) -> Void) {
                    self.presenter = presenter
                    self.show = show
                }

                func listenToUpdates() {
                    presenter.viewModel { [weak self] (viewModel: \(name)ViewModel) in
                        self?.show(viewModel.message)
                    }
                }
            }

            """),
        ]
    }

    var cleanTest: (String, String) {
        ("\(name)PresenterTests", """
        import Testing
        import Trellis
        import TrellisTesting
        @testable import \(module)

        @MainActor
        struct \(name)PresenterTests {
            @Test(.plugging(Load\(name).self, to: Fixed\(name)()), .timeLimit(.minutes(1)))
            func theViewShowsWhatThePresenterLoads() async {
                // Given a view listening to its presenter
                var shown: [String] = []
                let view = \(name)View { shown.append($0) }
                view.listenToUpdates()

                // When the presenter loads
                view.presenter.load()

                // Then the view model reaches the view on the main actor
                var turns = 0
                while shown.isEmpty, turns < 10_000 {
                    await Task.yield()
                    turns += 1
                }
                #expect(shown == ["Hello from \(name)"])
                #expect(view.presenter.currentViewModel(\(name)ViewModel.self) == \(name)ViewModel(message: "Hello from \(name)"))
            }
        }

        /// Answers the same message every time.
        private struct Fixed\(name): SyncPerforming {
            func perform(_: Void) -> String {
                "Hello from \(name)"
            }
        }

        """)
    }

    // MARK: - VIPER

    var viper: [(String, String)] {
        [
            ("\(name)ViewController", """
            import Trellis

            /// What the \(lowerName) presenter can ask of its view.
            @MainActor
            protocol \(name)ViewContract: ViperView {
                func show(_ message: String)
            }

            /// The \(lowerName) view: owns its presenter, tells it when it loads, shows what it is told.
            final class \(name)ViewController: \(name)ViewContract {
                var presenter: (any \(name)PresenterContract)?
                private(set) var message: String?

                func viewDidLoad() {
                    presenter?.viewDidLoad()
                }

                func show(_ message: String) {
                    self.message = message
                }
            }

            """),
            ("\(name)Presenter", """
            import Trellis

            /// What the \(lowerName) view and interactor can ask of their presenter.
            @MainActor
            protocol \(name)PresenterContract: ViperPresenter {
                func viewDidLoad()
                func interactorDidLoad(_ message: String)
            }

            /// Links the \(lowerName) view to its interactor; its view reference is weak.
            final class \(name)Presenter: \(name)PresenterContract {
                weak var view: (any \(name)ViewContract)?
                var interactor: (any \(name)InteractorContract)?
                var router: (any \(name)RouterContract)?

                func viewDidLoad() {
                    interactor?.load()
                }

                func interactorDidLoad(_ message: String) {
                    view?.show(message)
                }
            }

            """),
            ("\(name)Interactor", """
            import Trellis

            /// What the \(lowerName) presenter can ask of its interactor.
            @MainActor
            protocol \(name)InteractorContract: ViperInteractor {
                func load()
            }

            /// Gets the \(lowerName) screen's data through `Load\(name)`; its presenter reference is weak.
            final class \(name)Interactor: \(name)InteractorContract {
                weak var presenter: (any \(name)PresenterContract)?

                func load() {
                    presenter?.interactorDidLoad(action(Load\(name).self))
                }
            }

            """),
            ("\(name)Router", """
            import Trellis

            /// What the \(lowerName) presenter can ask of its router.
            @MainActor
            protocol \(name)RouterContract: ViperRouter {}

            /// Builds the \(lowerName) module; both its references are weak.
            final class \(name)Router: \(name)RouterContract {
                weak var entry: (any \(name)ViewContract)?
                weak var presenter: (any \(name)PresenterContract)?

                static func start() -> ViperModule<\(name)ViewController, \(name)Interactor, \(name)Presenter, \(name)Router> {
                    .assemble(
                        view: \(name)ViewController(),
                        interactor: \(name)Interactor(),
                        presenter: \(name)Presenter(),
                        router: \(name)Router()
                    )
                }
            }

            """),
        ]
    }

    var viperTest: (String, String) {
        ("\(name)ModuleTests", """
        import Testing
        import Trellis
        import TrellisTesting
        @testable import \(module)

        @MainActor
        struct \(name)ModuleTests {
            @Test(.plugging(Load\(name).self, to: Fixed\(name)()))
            func theViewShowsWhatTheInteractorLoads() {
                // Given an assembled module
                let module = \(name)Router.start()

                // When its view loads
                module.view.viewDidLoad()

                // Then the presenter hands the view what the interactor loaded
                #expect(module.view.message == "Hello from \(name)")
            }

            @Test(.plugging(Load\(name).self, to: Fixed\(name)()))
            func theModuleIsFreedWithItsView() async {
                await expectNoLeaks { tracker in
                    let module = tracker.track(\(name)Router.start())
                    module.view.viewDidLoad()
                }
            }
        }

        /// Answers the same message every time.
        private struct Fixed\(name): SyncPerforming {
            func perform(_: Void) -> String {
                "Hello from \(name)"
            }
        }

        """)
    }

    // MARK: - MVVM-C

    var mvvmc: [(String, String)] {
        [
            ("\(name)ViewModel", """
            import Observation
            import Trellis

            /// What the \(lowerName) view shows, kept up to date; it tells its coordinator, held weakly,
            /// when the user is done.
            @Observable
            @MainActor
            final class \(name)ViewModel {
                private(set) var message = ""
                @ObservationIgnored private weak var coordinator: \(name)Coordinator?

                init(coordinator: \(name)Coordinator?) {
                    self.coordinator = coordinator
                }

                func load() {
                    message = action(Load\(name).self)
                }

                func didTapDone() {
                    coordinator?.\(lowerName)DidFinish()
                }
            }

            """),
            ("\(name)Coordinator", """
            import Trellis

            /// Runs the \(lowerName) flow: makes its view model, and ends the flow when the view model
            /// says the user is done.
            final class \(name)Coordinator: Coordinator {
                let children = CoordinatorChildren()
                private(set) var viewModel: \(name)ViewModel?

                func start() {
                    let viewModel = \(name)ViewModel(coordinator: self)
                    viewModel.load()
                    self.viewModel = viewModel
                }

                func \(lowerName)DidFinish() {
                    viewModel = nil
                    finish()
                }
            }

            """),
            ("\(name)View", """
            import Trellis

            /// The \(lowerName) view: shows its view model and nothing else. With SwiftUI it is a `View`
            /// whose `body` reads `viewModel.message`.
            @MainActor
            final class \(name)View {
                let viewModel: \(name)ViewModel

                init(viewModel: \(name)ViewModel) {
                    self.viewModel = viewModel
                }

                var text: String {
                    viewModel.message
                }
            }

            """),
        ]
    }

    var mvvmcTest: (String, String) {
        ("\(name)CoordinatorTests", """
        import Testing
        import Trellis
        import TrellisTesting
        @testable import \(module)

        @MainActor
        struct \(name)CoordinatorTests {
            @Test(.plugging(Load\(name).self, to: Fixed\(name)()))
            func startingShowsWhatLoad\(name)Answers() throws {
                // Given a coordinator
                let coordinator = \(name)Coordinator()

                // When it starts
                coordinator.start()

                // Then its view shows the action's answer
                let view = try #require(coordinator.viewModel.map(\(name)View.init))
                #expect(view.text == "Hello from \(name)")
            }

            @Test(.plugging(Load\(name).self, to: Fixed\(name)()))
            func doneEndsTheFlow() {
                let coordinator = \(name)Coordinator()
                coordinator.start()
                coordinator.viewModel?.didTapDone()
                #expect(coordinator.viewModel == nil)
            }
        }

        /// Answers the same message every time.
        private struct Fixed\(name): SyncPerforming {
            func perform(_: Void) -> String {
                "Hello from \(name)"
            }
        }

        """)
    }
}

import ArticleExamples
import Observation
import Synchronization
import Testing
import TrellisNavigation

/// A flag that observation's `onChange` (a `@Sendable` closure) can raise.
private final class Flag: Sendable {
    private let raised = Mutex(false)
    var isRaised: Bool { raised.withLock { $0 } }
    func raise() { raised.withLock { $0 = true } }
}

@MainActor
struct NavigationModelTests {
    // MARK: - The path

    @Test func aPushedRouteAppearsInPath() {
        // Given
        let model = NavigationModel<AppRoute>()

        // When
        model.push(.user(id: 42))
        model.push(.photos)

        // Then
        #expect(model.path == [.user(id: 42), .photos])
        #expect(model.stack == [.user(id: 42), .photos])
    }

    @Test func changesToPathAreObserved() {
        // Given
        let model = NavigationModel<AppRoute>()
        let changed = Flag()
        withObservationTracking {
            _ = model.path
        } onChange: {
            changed.raise()
        }

        // When
        model.push(.photos)

        // Then
        #expect(changed.isRaised)
    }

    @Test func settingPathAsSwiftUIDoesWhenTheUserGoesBackPopsTheStack() {
        // Given
        let model = NavigationModel<AppRoute>([.user(id: 42), .photos, .settings])

        // When: the user swipes back twice, and SwiftUI writes the shorter path
        model.path = [.user(id: 42)]

        // Then
        #expect(model.stack.routes == [.user(id: 42)])
        #expect(model.stack.top == .user(id: 42))
    }

    @Test func settingPathKeepsWhatIsPresented() {
        // Given
        let model = NavigationModel<AppRoute>([.example, .photos])
        model.present(.settings)

        // When
        model.path = [.example]

        // Then
        #expect(model.stack == RouteStack([.example], presented: [[.settings]]))
        #expect(model.sheet == .settings)
    }

    @Test func pushesWhileASheetIsUpGoIntoTheSheetsStack() {
        // Given
        let model = NavigationModel<AppRoute>([.example])
        model.present(.settings)

        // When
        model.push(.user(id: 7))

        // Then
        #expect(model.path == [.example])
        #expect(model.stack.presented == [[.settings, .user(id: 7)]])
        #expect(model.stack.top == .user(id: 7))
    }

    @Test func popNeverRemovesThePresentedScreen() {
        // Given
        let model = NavigationModel<AppRoute>([.example])
        model.present(.settings)

        // When
        model.pop()

        // Then
        #expect(model.sheet == .settings)
        #expect(model.stack.presented == [[.settings]])
    }

    // MARK: - Sheets and covers

    @Test func aNavigatorsPresentShowsASheet() {
        // Given
        let model = NavigationModel<AppRoute>()
        let navigator: any Navigator<AppRoute> = model

        // When
        navigator.present(.settings)

        // Then
        #expect(model.sheet == .settings)
        #expect(model.fullScreenCover == nil)
        #expect(model.modalStyles == [.sheet])
        #expect(model.stack.presented == [[.settings]])
    }

    @Test func presentingAsAFullScreenCoverShowsACover() {
        // Given
        let model = NavigationModel<AppRoute>()

        // When
        model.present(.settings, as: .fullScreenCover)

        // Then
        #expect(model.fullScreenCover == .settings)
        #expect(model.sheet == nil)
        #expect(model.modalStyles == [.fullScreenCover])
    }

    @Test func aSheetRoundTrips() {
        // Given
        let model = NavigationModel<AppRoute>([.example])

        // When
        model.sheet = .settings

        // Then
        #expect(model.sheet == .settings)
        #expect(model.stack == RouteStack([.example], presented: [[.settings]]))

        // When: the user swipes the sheet down, and SwiftUI writes nil
        model.sheet = nil

        // Then
        #expect(model.sheet == nil)
        #expect(model.stack == [.example])
        #expect(model.modalStyles.isEmpty)
    }

    @Test func aFullScreenCoverRoundTrips() {
        // Given
        let model = NavigationModel<AppRoute>([.example])

        // When
        model.fullScreenCover = .settings

        // Then
        #expect(model.fullScreenCover == .settings)
        #expect(model.modalStyles == [.fullScreenCover])

        // When
        model.fullScreenCover = nil

        // Then
        #expect(model.fullScreenCover == nil)
        #expect(model.stack == [.example])
    }

    @Test func dismissingASheetDismissesEverythingPresentedOverIt() {
        // Given
        let model = NavigationModel<AppRoute>()
        model.present(.settings)
        model.push(.user(id: 1))
        model.present(.photos, as: .fullScreenCover)

        // When
        model.sheet = nil

        // Then
        #expect(!model.stack.isPresenting)
        #expect(model.modalStyles.isEmpty)
    }

    @Test func writingNilToTheOtherStyleChangesNothing() {
        // Given
        let model = NavigationModel<AppRoute>()
        model.present(.settings, as: .fullScreenCover)

        // When: a late write from a sheet binding that shows nothing
        model.sheet = nil

        // Then
        #expect(model.fullScreenCover == .settings)
    }

    @Test func settingASheetPresentsItInsteadOfWhatWasPresented() {
        // Given
        let model = NavigationModel<AppRoute>()
        model.present(.settings, as: .fullScreenCover)
        model.present(.photos)

        // When
        model.sheet = .user(id: 3)

        // Then
        #expect(model.stack.presented == [[.user(id: 3)]])
        #expect(model.modalStyles == [.sheet])
        #expect(model.fullScreenCover == nil)
    }

    @Test func dismissClosesTheTopmostStackAndForgetsItsStyle() {
        // Given
        let model = NavigationModel<AppRoute>()
        model.present(.settings)
        model.present(.photos, as: .fullScreenCover)

        // When
        model.dismiss()

        // Then
        #expect(model.stack.presented == [[.settings]])
        #expect(model.modalStyles == [.sheet])

        // When: dismissing with nothing presented
        model.dismiss()
        model.dismiss()

        // Then
        #expect(!model.stack.isPresenting)
        #expect(model.modalStyles.isEmpty)
    }

    @Test func aStartingStacksPresentedStacksAreSheets() {
        // Given / When
        let model = NavigationModel<AppRoute>(RouteStack([.example], presented: [[.settings], [.photos]]))

        // Then
        #expect(model.modalStyles == [.sheet, .sheet])
        #expect(model.sheet == .settings)
    }

    // MARK: - Alerts

    @Test func anAlertRoundTrips() {
        // Given
        let model = NavigationModel<AppRoute>([.example])
        let coordinator = CallLog()

        // When
        model.alert = AlertState(
            title: "Delete the list?",
            message: "Its items go with it.",
            buttons: [
                AlertButton("Delete", role: .destructive) { coordinator.record("delete") },
                AlertButton("Cancel", role: .cancel),
            ]
        )

        // Then
        #expect(model.alert?.title == "Delete the list?")
        #expect(model.alert?.message == "Its items go with it.")
        #expect(model.alert?.buttons.map(\.title) == ["Delete", "Cancel"])
        #expect(model.alert?.buttons.map(\.role) == [.destructive, .cancel])

        // When: the user taps Delete; SwiftUI closes the alert and runs the action
        let delete = model.alert?.buttons.first
        model.alert = nil
        delete?.action()

        // Then
        #expect(model.alert == nil)
        #expect(coordinator.calls == ["delete"])
        #expect(model.stack == [.example])
    }

    @Test func changesToTheAlertAreObserved() {
        // Given
        let model = NavigationModel<AppRoute>()
        let changes = ObservedChanges { _ = model.alert }

        // When
        model.alert = AlertState(title: "You are offline")
        model.alert = nil

        // Then
        #expect(changes.count == 2)
    }

    // MARK: - Replacing the stack

    @Test func replaceStackShowsTheNewStackInOneObservedChange() {
        // Given
        let model = NavigationModel<AppRoute>([.example])
        model.present(.photos, as: .fullScreenCover)
        model.alert = AlertState(title: "Leave?")
        let changes = ObservedChanges {
            _ = model.path
            _ = model.sheet
            _ = model.fullScreenCover
            _ = model.alert
        }

        // When
        model.replaceStack(with: RouteStack([.user(id: 42), .photos], presented: [[.settings]]))

        // Then
        #expect(changes.count == 1)
        #expect(model.path == [.user(id: 42), .photos])
        #expect(model.sheet == .settings)
        #expect(model.fullScreenCover == nil)
        #expect(model.alert == nil)
    }

    @Test func pushingRoutesOneByOneIsOneObservedChangeEach() {
        // Given
        let model = NavigationModel<AppRoute>()
        let changes = ObservedChanges { _ = model.path }

        // When
        for route: AppRoute in [.user(id: 42), .photos, .settings] {
            model.push(route)
        }

        // Then
        #expect(changes.count == 3)
    }

    @Test func presentingIsOneObservedChangeThoughItSetsTheStyleToo() {
        // Given
        let model = NavigationModel<AppRoute>()
        let changes = ObservedChanges {
            _ = model.stack
            _ = model.modalStyles
        }

        // When
        model.present(.settings, as: .fullScreenCover)

        // Then
        #expect(changes.count == 1)
    }

    // MARK: - A navigator for coordinators

    @Test func aCoordinatorDrivesTheModelAsItDrivesAStackNavigator() {
        // Given
        let model = NavigationModel<AppRoute>()
        let coordinator = ExampleCoordinator(navigator: model)

        // When
        coordinator.start()
        coordinator.showList(ExampleListModel(name: "Crew"))

        // Then
        #expect(model.path == [.example, .list(ExampleListModel(name: "Crew"))])
    }

    @Test func aModalFlowShowsAsASheetAndClosesWithIt() {
        // Given
        let model = NavigationModel<AppRoute>([.example])
        let settings = SettingsCoordinator(navigator: model)

        // When
        settings.start()

        // Then
        #expect(model.sheet == .settings)

        // When
        settings.close()

        // Then
        #expect(model.sheet == nil)
        #expect(model.stack == [.example])
    }
}

/// What alert buttons did, in order.
@MainActor
private final class CallLog {
    private(set) var calls: [String] = []
    func record(_ call: String) { calls.append(call) }
}

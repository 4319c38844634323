import ArticleExamples
import Testing
@testable import TrellisNavigation

/// The levels `NavigationHost` binds: the root stack and, over it, each presented stack with a
/// path of its own. SwiftUI reaches them through key paths, as these tests do.
@MainActor
struct NavigationModelLevelTests {
    @Test func levelZeroIsThePath() {
        // Given
        let model = NavigationModel<AppRoute>([.example])

        // When
        model[keyPath: \.[pathAt: 0]] = [.example, .photos]

        // Then
        #expect(model.path == [.example, .photos])
        #expect(model[pathAt: 0] == model.path)
    }

    @Test func aPresentedLevelsPathIsTheRoutesAfterItsPresentedScreen() {
        // Given
        let model = NavigationModel<AppRoute>([.example])
        model.present(.settings)
        model.push(.user(id: 1))
        model.push(.photos)

        // When / Then
        #expect(model[pathAt: 1] == [.user(id: 1), .photos])

        // When: the user goes back inside the sheet
        model[keyPath: \.[pathAt: 1]] = [.user(id: 1)]

        // Then
        #expect(model.stack.presented == [[.settings, .user(id: 1)]])
        #expect(model.path == [.example])
    }

    @Test func aLevelThatIsGoneReadsEmptyAndIgnoresWrites() {
        // Given
        let model = NavigationModel<AppRoute>([.example])
        model.present(.settings)

        // When: late writes from stacks SwiftUI has not taken down yet
        model[pathAt: 2] = [.photos]
        model[presentedOver: 3, style: .sheet] = nil
        model[presentedOver: 3, style: .sheet] = PresentedRoute(route: .photos)

        // Then
        #expect(model[pathAt: 2].isEmpty)
        #expect(model.stack == RouteStack([.example], presented: [[.settings]]))
        #expect(model.modalStyles == [.sheet])
    }

    @Test func theStackOverALevelIsReadByStyle() {
        // Given
        let model = NavigationModel<AppRoute>()
        model.present(.settings)
        model.present(.photos, as: .fullScreenCover)

        // When / Then
        #expect(model[presentedOver: 0, style: .sheet]?.route == .settings)
        #expect(model[presentedOver: 0, style: .fullScreenCover] == nil)
        #expect(model[presentedOver: 1, style: .fullScreenCover]?.route == .photos)
        #expect(model[presentedOver: 1, style: .sheet] == nil)
        #expect(model[presentedOver: 1, style: nil]?.route == .photos)
        #expect(model[presentedOver: 2, style: nil] == nil)
    }

    @Test func closingALevelsModalClosesEverythingOverIt() {
        // Given
        let model = NavigationModel<AppRoute>()
        model.present(.settings)
        model.present(.photos, as: .fullScreenCover)
        model.present(.example)

        // When: the cover over level 1 is closed
        model[keyPath: \.[presentedOver: 1, style: .fullScreenCover]] = nil

        // Then
        #expect(model.stack.presented == [[.settings]])
        #expect(model.modalStyles == [.sheet])
    }

    @Test func presentingOverALevelReplacesWhatWasOverIt() {
        // Given
        let model = NavigationModel<AppRoute>()
        model.present(.settings)
        model.present(.photos)

        // When
        model[presentedOver: 1, style: .fullScreenCover] = PresentedRoute(route: .example)

        // Then
        #expect(model.stack.presented == [[.settings], [.example]])
        #expect(model.modalStyles == [.sheet, .fullScreenCover])
    }

    @Test func whereThereIsNoCoverTheSheetBindingShowsEveryStyle() {
        // Given
        let model = NavigationModel<AppRoute>()
        model.present(.settings, as: .fullScreenCover)

        // When / Then: macOS binds sheets with no style
        #expect(model[presentedOver: 0, style: nil]?.route == .settings)

        // When
        model[presentedOver: 0, style: nil] = nil

        // Then
        #expect(!model.stack.isPresenting)
    }

    @Test func theAlertShowsOnlyAtTheTopmostLevel() {
        // Given
        let model = NavigationModel<AppRoute>()
        model.present(.settings)
        model.alert = AlertState(title: "Saved")

        // When / Then
        #expect(!model[alertShownAt: 0])
        #expect(model[alertShownAt: 1])

        // When: a lower level writes false
        model[alertShownAt: 0] = false

        // Then
        #expect(model.alert != nil)

        // When: the topmost level writes false, as SwiftUI does after a tap
        model[keyPath: \.[alertShownAt: 1]] = false

        // Then
        #expect(model.alert == nil)
        #expect(!model[alertShownAt: 1])
    }

    @Test func aPresentedRouteIsIdentifiedByItself() {
        // Given / When
        let presented = PresentedRoute(route: AppRoute.user(id: 42))

        // Then
        #expect(presented.id == .user(id: 42))
    }
}

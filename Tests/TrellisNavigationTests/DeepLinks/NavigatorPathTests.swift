import ArticleExamples
import Testing
import TrellisNavigation

@MainActor
struct NavigatorPathTests {
    @Test func openingAPathReplacesTheStackInOneCall() throws {
        // Given
        let navigator = RecordingNavigator()

        // When
        try navigator.open(path: "/users/42/photos")

        // Then: one replacement, not a push per route
        #expect(navigator.calls == [.replaceStack([.user(id: 42), .photos], animated: true)])
    }

    @Test func openingAPathPassesAnimatedThrough() throws {
        // Given
        let navigator = RecordingNavigator()

        // When
        try navigator.open(path: "/settings", animated: false)

        // Then
        #expect(navigator.calls == [.replaceStack([.settings], animated: false)])
    }

    @Test func aDeepLinkRestoresTheModelInOneObservedChange() throws {
        // Given
        let model = NavigationModel<AppRoute>([.example])
        model.present(.settings)
        let changes = ObservedChanges {
            _ = model.path
            _ = model.sheet
        }

        // When
        try model.open(path: "/users/42/photos", animated: false)

        // Then
        #expect(changes.count == 1)
        #expect(model.path == [.user(id: 42), .photos])
        #expect(model.sheet == nil)
    }

    @Test func aDeepLinkRestoresAStackNavigatorInOneObservedChange() throws {
        // Given
        let navigator = StackNavigator<AppRoute>([.example])
        let changes = ObservedChanges { _ = navigator.stack }

        // When
        try navigator.open(path: "/users/42/photos")

        // Then
        #expect(changes.count == 1)
        #expect(navigator.stack == [.user(id: 42), .photos])
    }

    @Test func aPathThatDoesNotParseLeavesTheNavigatorAsItWas() {
        // Given
        let navigator = RecordingNavigator()
        let model = NavigationModel<AppRoute>([.example])

        // When / Then
        let error = #expect(throws: RouteParsingError.self) {
            try navigator.open(path: "/users/42/nope")
        }
        #expect(error?.component == "nope")
        #expect(throws: RouteParsingError.self) {
            try model.open(path: "/nope")
        }
        #expect(navigator.calls.isEmpty)
        #expect(model.path == [.example])
    }
}

import ArticleExamples
import Testing
import TrellisNavigation

struct PathRouteTests {
    @Test func parseConsumesOnlyWhatItReads() {
        // Given
        var components: ArraySlice<Substring> = ["users", "42", "photos"]

        // When
        let route = AppRoute.parse(&components)

        // Then
        #expect(route == .user(id: 42))
        #expect(components == ["photos"])
    }

    @Test(arguments: [AppRoute.example, .list(ExampleListModel(name: "crew")), .user(id: 42), .photos, .settings])
    func everyRouteParsesBackFromItsComponents(_ route: AppRoute) {
        // Given
        var components = ArraySlice(route.pathComponents.map { Substring($0) })

        // When
        let parsed = AppRoute.parse(&components)

        // Then
        #expect(parsed == route)
        #expect(components.isEmpty)
    }
}

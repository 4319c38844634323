import SeedExamples
import Testing
import TrellisNavigation

/// A route that claims a component without consuming it, which would loop forever.
private enum StuckRoute: PathRoute {
    case stuck

    static func parse(_ components: inout ArraySlice<Substring>) -> StuckRoute? {
        components.first == "stuck" ? .stuck : nil
    }

    var pathComponents: [String] { ["stuck"] }
}

struct RouteParsingErrorTests {
    @Test func theMessageNamesTheComponentItsPositionAndTheFix() throws {
        // Given / When
        let error = try #require(throws: RouteParsingError.self) {
            try RouteStack<AppRoute>(path: "/users/42/nope/photos")
        }

        // Then
        #expect(error.description.contains("\"nope\""))
        #expect(error.description.contains("component 2"))
        #expect(error.description.contains("/users/42/nope/photos"))
        #expect(error.description.contains("AppRoute.parse(_:)"))
        #expect(error.description.contains("nope/photos"))
        #expect(error.remainingComponents == ["nope", "photos"])
    }

    @Test func aRouteThatConsumesNothingIsReportedInsteadOfLooping() throws {
        // Given / When
        let error = try #require(throws: RouteParsingError.self) {
            try RouteStack<StuckRoute>(path: "/stuck")
        }

        // Then
        #expect(error.reason == .routeConsumedNothing)
        #expect(error.reason != .noRouteMatched)
        #expect(error.position == 0)
        #expect(error.description.contains("without removing any component"))
        #expect(error.description.contains("StuckRoute.parse(_:)"))
    }

    @Test func errorsCompareByTheirContent() {
        // Given
        let first = #expect(throws: RouteParsingError.self) { try RouteStack<AppRoute>(path: "/nope") }
        let second = #expect(throws: RouteParsingError.self) { try RouteStack<AppRoute>(path: "/nope") }
        let other = #expect(throws: RouteParsingError.self) { try RouteStack<AppRoute>(path: "/photos/nope") }

        // Then
        #expect(first == second)
        #expect(first != other)
    }
}

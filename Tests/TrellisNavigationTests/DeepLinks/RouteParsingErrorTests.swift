import ArticleExamples
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

    @Test func theMessageOfAHugePathStaysShort() throws {
        // Given: a deep link of one MiB.
        let huge = String(repeating: "x", count: 1 << 20)
        let path = "/users/42/" + huge + "/photos"

        // When
        let error = try #require(throws: RouteParsingError.self) {
            try RouteStack<AppRoute>(path: path)
        }

        // Then: each quoted text shows its ends and counts the rest; the error keeps it all.
        #expect(error.description.utf8.count < 1_000)
        #expect(error.description.contains("component 2"))
        #expect(error.description.contains("\"/users/42/" + String(repeating: "x", count: 70) + "…"))
        #expect(error.description.contains("(\(path.count - 100) characters not shown)"))
        #expect(error.description.contains("(\(huge.count - 100) characters not shown)"))
        #expect(error.description.contains("x/photos\" ("))
        #expect(error.path == path)
        #expect(error.component == huge)
    }

    @Test func aPathOfManyComponentsKeepsItsMessageShort() throws {
        // Given: 50,000 components of multi-byte characters after the failing one.
        let path = "/nope" + String(repeating: "/😀é", count: 50_000)

        // When
        let error = try #require(throws: RouteParsingError.self) {
            try RouteStack<AppRoute>(path: path)
        }

        // Then
        #expect(error.description.utf8.count < 2_000)
        #expect(error.description.contains("\"nope\""))
        #expect(error.remainingComponents.count == 50_001)
    }

    @Test(arguments: [(100, nil), (101, "(1 character not shown)"), (102, "(2 characters not shown)")])
    func aComponentIsShownWholeUpToAHundredCharacters(length: Int, elision: String?) throws {
        // Given
        let component = String(repeating: "é", count: length)

        // When
        let error = try #require(throws: RouteParsingError.self) {
            try RouteStack<AppRoute>(path: "/" + component)
        }

        // Then
        #expect(error.description.contains("\"\(component)\"") == (elision == nil))
        if let elision {
            #expect(error.description.contains(elision))
        }
    }
}

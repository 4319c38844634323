import ArticleExamples
import Testing
import TrellisNavigation

/// A path and the routes it must parse into.
struct DeepLink: Sendable, CustomTestStringConvertible {
    let path: String
    let routes: [AppRoute]
    var testDescription: String { "\"\(path)\"" }
}

/// A path that must fail, and where.
struct BrokenLink: Sendable, CustomTestStringConvertible {
    let path: String
    let component: String
    let position: Int
    var testDescription: String { "\"\(path)\"" }
}

struct RouteStackPathTests {
    static let links: [DeepLink] = [
        DeepLink(path: "/users/42/photos", routes: [.user(id: 42), .photos]),
        DeepLink(path: "users/42/photos", routes: [.user(id: 42), .photos]),
        DeepLink(path: "/users/42/photos/", routes: [.user(id: 42), .photos]),
        DeepLink(path: "//users//42///photos", routes: [.user(id: 42), .photos]),
        DeepLink(path: "/users/42/photos?tab=recent", routes: [.user(id: 42), .photos]),
        DeepLink(path: "/users/42#top", routes: [.user(id: 42)]),
        DeepLink(path: "/example/lists/crew/users/7", routes: [.example, .list(ExampleListModel(name: "crew")), .user(id: 7)]),
        DeepLink(path: "/settings", routes: [.settings]),
        DeepLink(path: "/", routes: []),
        DeepLink(path: "", routes: []),
        DeepLink(path: "?only=query", routes: []),
        DeepLink(path: "/lists/Dave%20%26%20Frank", routes: [.list(ExampleListModel(name: "Dave & Frank"))]),
        DeepLink(path: "/lists/a%2Fb/photos", routes: [.list(ExampleListModel(name: "a/b")), .photos]),
        DeepLink(path: "/lists/caf%C3%A9", routes: [.list(ExampleListModel(name: "café"))]),
        DeepLink(path: "/lists/100%", routes: [.list(ExampleListModel(name: "100%"))]),
        DeepLink(path: "/%75sers/42", routes: [.user(id: 42)]),
    ]

    static let brokenLinks: [BrokenLink] = [
        BrokenLink(path: "/nope", component: "nope", position: 0),
        BrokenLink(path: "/users/42/nope", component: "nope", position: 2),
        BrokenLink(path: "/users/abc/photos", component: "users", position: 0),
        BrokenLink(path: "/users", component: "users", position: 0),
        BrokenLink(path: "/photos/Users/1", component: "Users", position: 1),
    ]

    @Test(arguments: links)
    func parsesADeepLink(_ link: DeepLink) throws {
        // Given / When
        let stack = try RouteStack<AppRoute>(path: link.path)

        // Then
        #expect(stack.routes == link.routes)
        #expect(stack.presented.isEmpty)
    }

    @Test(arguments: brokenLinks)
    func namesTheComponentNoRouteMatched(_ link: BrokenLink) {
        // Given / When
        let error = #expect(throws: RouteParsingError.self) {
            try RouteStack<AppRoute>(path: link.path)
        }

        // Then
        #expect(error?.reason == .noRouteMatched)
        #expect(error?.component == link.component)
        #expect(error?.position == link.position)
        #expect(error?.path == link.path)
        #expect(error?.routeType == "AppRoute")
    }

    @Test(arguments: links)
    func thePathRoundTrips(_ link: DeepLink) throws {
        // Given
        let stack = RouteStack<AppRoute>(link.routes)

        // When
        let parsed = try RouteStack<AppRoute>(path: stack.path)

        // Then
        #expect(parsed == stack)
    }

    @Test func writesACanonicalPath() throws {
        // Given
        let stack = try RouteStack<AppRoute>(path: "users//42/photos/?tab=recent")

        // Then
        #expect(stack.path == "/users/42/photos")
        #expect(RouteStack<AppRoute>().path == "/")
    }

    @Test func percentEncodesWhatAComponentMayNotHold() {
        // Given
        let stack: RouteStack<AppRoute> = [.list(ExampleListModel(name: "Dave & Frank/HAL?")), .photos]

        // Then
        #expect(stack.path == "/lists/Dave%20&%20Frank%2FHAL%3F/photos")
    }

    @Test func presentedStacksAreNotPartOfThePath() {
        // Given
        var stack: RouteStack<AppRoute> = [.example]

        // When
        stack.present(.settings)

        // Then
        #expect(stack.path == "/example")
    }

    @Test func acceptsASubstring() throws {
        // Given
        let url = "https://example.com/users/42"
        let path = url[url.firstIndex(of: "/")!...].dropFirst(2).drop { $0 != "/" }

        // When
        let stack = try RouteStack<AppRoute>(path: path)

        // Then
        #expect(stack.routes == [.user(id: 42)])
    }
}

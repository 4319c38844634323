import Foundation
import GRDB
import Gallery
import GalleryDatabase
import GalleryDomain
import GallerySQLite
import Hummingbird
import HummingbirdTesting
import LiveScreens
import PatternRegistry
import Testing

/// Pages rendered on the server, as a browser without JavaScript gets them.
@Suite("Server-rendered pages")
struct PageTests {
    @Test func theFrontPageListsEveryPattern() async throws {
        try await withTestServer(.router) { client, _ in
            let response = try await client.execute(uri: "/", method: .get)
            #expect(response.status == .ok)
            let html = String(buffer: response.body)
            for pattern in GalleryPatterns.registered {
                #expect(html.contains(#"href="/\#(pattern.id)/users""#), "links \(pattern.name)")
            }
        }
    }

    @Test func theUsersPageListsTheUsersAndGivesAViewerCookie() async throws {
        try await withTestServer(.router) { client, _ in
            let response = try await client.execute(uri: "/supersimple/users", method: .get)
            #expect(response.status == .ok)
            let html = String(buffer: response.body)
            for user in SampleData.users {
                #expect(html.contains(">\(user.name)</a>"))
            }
            #expect(html.contains(#"<base href="/supersimple/">"#))
            #expect(response.headers[.setCookie]?.hasPrefix("gallery-viewer=") == true)
        }
    }

    @Test func aDeepLinkShowsThePhotoWithItsLikesAndHALsButton() async throws {
        try await withTestServer(.router) { client, _ in
            let response = try await client.execute(uri: "/supersimple/users/2/photos/5", method: .get)
            #expect(response.status == .ok)
            let html = String(buffer: response.body)
            #expect(html.contains(#"<h1 id="photo-title">Chess with HAL</h1>"#))
            #expect(html.contains(#"id="like-button""#))
            #expect(html.contains(#"id="pod-bay-doors""#))
            // The switcher keeps the location for every pattern.
            #expect(html.contains(#"href="/supersimple/users/2/photos/5""#))
        }
    }

    @Test(arguments: TestBackend.allCases, [
        ("/supersimple/users/99/photos", "There is no user 99."),
        ("/supersimple/users/1/photos/4", "User 1 has no photo 4."),
        ("/supersimple/users/1/photos/999", "User 1 has no photo 999."),
        ("/supersimple/users/99/photos/1", "There is no user 99."),
        ("/supersimple/nowhere", "Super Simple has no page at this address."),
    ])
    func anUnknownUserOrPhotoIsA404ThatNamesIt(backend: TestBackend, page: (path: String, message: String)) async throws {
        try await withTestDatabase(backend) { database in
            try await withTestServer(.router, on: database) { client in
                let response = try await client.execute(uri: page.path, method: .get)
                #expect(response.status == .notFound)
                #expect(String(buffer: response.body).contains(page.message))
            }
        }
    }

    @Test func anUnknownPatternIsA404() async throws {
        try await withTestServer(.router) { client, _ in
            let response = try await client.execute(uri: "/nopattern/users", method: .get)
            #expect(response.status == .notFound)
        }
    }

    @Test func textFromTheDatabaseIsEscaped() async throws {
        try await withTestGallery { database in
            let user = try database.insert(User(id: 100, name: "<script>alert(1)</script>"))
            try database.insert(Photo(id: 100, userID: user.id, title: "<img src=x onerror=alert(2)>", hue: 10))
            try await TestGallery.server().makeApplication(logger: TestGallery.logger).test(.router) { client in
                for path in ["/supersimple/users", "/supersimple/users/100/photos", "/supersimple/users/100/photos/100"] {
                    let html = String(buffer: try await client.execute(uri: path, method: .get).body)
                    #expect(!html.contains("<script>alert(1)"), "\(path) shows the name as text")
                    #expect(!html.contains("<img src=x"), "\(path) shows the title as text")
                    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;") || html.contains("&lt;img src=x"), "\(path)")
                }
            }
        }
    }

    @Test(arguments: TestBackend.allCases)
    func aFormPostLikesWithoutJavaScript(backend: TestBackend) async throws {
        try await withTestGallery(on: backend) { database in
            try await TestGallery.server().makeApplication(logger: TestGallery.logger).test(.router) { client in
                let (headers, body) = TestGallery.form("type=like&photo=1", as: "form-viewer", for: database)
                let response = try await client.execute(uri: "/supersimple/users/1/photos/1", method: .post, headers: headers, body: body)
                #expect(response.status == .ok)
                let html = String(buffer: response.body)
                #expect(html.contains(#"aria-pressed="true""#))
                #expect(html.contains(">1 like<"))
            }
            let stored = try await database.storedLikes(Like(photoID: 1, viewer: Viewer(id: "form-viewer")!))
            #expect(stored == LikeCount(count: 1, likedByViewer: true, sinceLastLike: .zero, revision: 1), "liked at the test's date")
        }
    }

    @Test(arguments: TestBackend.allCases)
    func aMalformedFormIsRefusedAndWritesNothing(backend: TestBackend) async throws {
        try await withTestGallery(on: backend) { database in
            try await TestGallery.server().makeApplication(logger: TestGallery.logger).test(.router) { client in
                for fields in ["type=like&photo=abc", "type=selfDestruct", "photo=1", "type=like&photo=2"] {
                    // With the viewer's token, so the fields themselves are what is refused.
                    let (headers, body) = TestGallery.form(fields, as: "clumsy", for: database)
                    let response = try await client.execute(uri: "/supersimple/users/1/photos/1", method: .post, headers: headers, body: body)
                    #expect(response.status == .badRequest, "\(fields)")
                }
            }
            #expect(try await database.storedLikeRows() == 0)
        }
    }

    @Test func anOversizedBodyIs413() async throws {
        try await withTestServer(.router) { client, _ in
            let body = ByteBuffer(string: "type=like&photo=1&padding=" + String(repeating: "x", count: 64 * 1024))
            let response = try await client.execute(
                uri: "/supersimple/users/1/photos/1", method: .post,
                headers: [.contentType: "application/x-www-form-urlencoded"], body: body
            )
            #expect(response.status == .contentTooLarge)
        }
    }

    @Test(arguments: TestBackend.allCases)
    func likesSurviveARestartOnTheSameDatabase(backend: TestBackend) async throws {
        try await withTestDatabaseLocation(backend) { location in
            try await location.open { first in
                try await withTestServer(.router, on: first) { client in
                    let (headers, body) = TestGallery.form("type=like&photo=3", as: "restarting-viewer", for: first)
                    let response = try await client.execute(uri: "/supersimple/users/1/photos/3", method: .post, headers: headers, body: body)
                    #expect(response.status == .ok)
                }
            }
            try await location.open { second in
                try await withTestServer(.router, on: second) { client in
                    let response = try await client.execute(
                        uri: "/supersimple/users/1/photos/3", method: .get, headers: TestGallery.cookie("restarting-viewer", for: second)
                    )
                    let html = String(buffer: response.body)
                    #expect(html.contains(">1 like<"))
                    #expect(html.contains(#"aria-pressed="true""#))
                }
            }
        }
    }
}

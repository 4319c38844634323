@testable import Gallery
import GalleryDatabase
@testable import GalleryDomain
@testable import GallerySQLite
@testable import LiveScreens
import Synchronization
import Trellis
import TrellisTesting

/// The one script every pattern is driven through, on the sample data: list users → open one
/// → open a photo → like → a like from another tab → two minutes pass → unlike → HAL's banner
/// → back → back, with events the screen on show has no control for and a user who does not
/// exist.
///
/// The script drives a page as the server does — a ``LiveConnection`` that starts the module,
/// hands it each click through the page (which traces the click's actions for its panel), and
/// is closed at the end — at a test time of its own, which only the "two minutes pass" step
/// moves.
enum FeatureScript {
    /// What a step works on: the page's connection and the time it runs at.
    @MainActor
    struct Context {
        let connection: LiveConnection
        let time: TestTime

        /// Starts the module at `location`, as a socket does when it opens.
        func start(at location: GalleryLocation) async throws {
            try await connection.start(at: location)
        }

        /// A click, handed over as the socket hands it: through the page, which traces it.
        func click(_ event: ScreenEvent) async throws {
            try await connection.handle(event)
        }

        /// Waits until what the module was handed by itself — a count after another tab's
        /// like, a refresh's read, which runs off the main actor — reached the page.
        func settle() async {
            await InjectedValues[\.likeUpdates].settled()
            await connection.module?.rendered()
        }
    }

    /// One step: what it does, and what the page must show afterwards whatever the pattern.
    struct Step: Sendable {
        let name: String
        let run: @MainActor @Sendable (Context) async throws -> Void
        let expect: @Sendable (Snapshot) -> [String]
    }

    /// The page after a step, and what the step sent down the socket.
    struct Snapshot: Equatable, Sendable {
        var path: String?
        var regions: [String: String]
        /// The step's screen and fragment messages as JSON, sorted: a pattern may render
        /// regions in any order.
        var messages: [String]
        /// The "What just happened" panel the step sent, if it sent one, with its durations
        /// and callers blanked: they differ between runs and between patterns.
        var panel: String?
        /// What the last click did, without its callers and durations: each action called and
        /// how it ended, the screen it showed, the regions it drew again and its error.
        var activity: [String]?
        /// The step's error, if it threw.
        var error: String?

        /// The actions the last click called, with how each ended.
        var calls: [String] {
            activity?.filter { !$0.hasPrefix("screen ") && !$0.hasPrefix("drew ") && !$0.hasPrefix("error ") } ?? []
        }
    }

    static let viewer = Viewer(id: "conformance-viewer")!
    static let otherViewer = Viewer(id: "other-tab-viewer")!
    static let dave = SampleData.users[0]
    static let photo = SampleData.photos[0]
    static let halsAnswer: String = {
        guard case let .refused(reason) = HAL9000().perform(()) else { return "" }
        return reason
    }()

    static let steps: [Step] = [
        Step(name: "list users", run: { try await $0.start(at: .users) }) { snapshot in
            check(snapshot.path == "users", "the path is users")
                + SampleData.users.flatMap { check(snapshot.regions["users"]?.contains($0.name) == true, "lists \($0.name)") }
                + check(snapshot.activity == nil, "has no click to show in its panel")
        },
        Step(name: "open \(dave.name)", run: { try await $0.click(.openUser(dave.id)) }) { snapshot in
            check(snapshot.path == "users/\(dave.id)/photos", "shows \(dave.name)'s photos")
                + SampleData.photos.filter { $0.userID == dave.id }.flatMap {
                    check(snapshot.regions["photos"]?.contains($0.title) == true, "lists \($0.title)")
                }
                + check(snapshot.activity == ["screen users/\(dave.id)/photos", "drew photos"], "shows the new screen in its panel")
        },
        Step(name: "open a photo", run: { try await $0.click(.openPhoto(photo.id)) }) { snapshot in
            check(snapshot.path == "users/\(dave.id)/photos/\(photo.id)", "shows the photo")
                + check(snapshot.regions["photo"]?.contains(photo.title) == true, "shows its title")
                + check(snapshot.regions["likes"]?.contains("No likes yet") == true, "shows no likes")
                + check(snapshot.regions["likes"]?.contains("last-liked") == false, "shows no time for no like")
                + check(snapshot.regions["banner"] == "", "the banner is empty")
                + check(snapshot.calls == ["CountLikes returned LikeCount"], "counts the likes once")
        },
        Step(name: "like", run: { try await $0.click(.like(photo.id)) }) { snapshot in
            check(snapshot.regions["likes"]?.contains("1 like<") == true, "counts 1 like")
                + check(snapshot.regions["likes"]?.contains(#"aria-pressed="true""#) == true, "shows it liked")
                + check(snapshot.regions["likes"]?.contains("Last liked just now") == true, "says it was liked just now")
                // The like answers the count it left, read in its own transaction; the count the
                // page is then handed, as every page on the photo, is read once for all of them
                // by LikeUpdates, and is no call of this page's.
                + check(snapshot.calls == ["LikePhoto returned LikeCount"], "shows the like, and no other call, in its panel")
                + check(snapshot.activity?.last == "drew likes", "shows that the likes were drawn again")
                + check(snapshot.panel?.contains("<code class=\"action\">LikePhoto</code>") == true, "sends the panel")
        },
        Step(name: "a like from another tab", run: { _ in
            _ = try await action(LikePhoto.self, Like(photoID: photo.id, viewer: otherViewer))
        }) { snapshot in
            check(snapshot.regions["likes"]?.contains("2 likes") == true, "counts the other tab's like live")
                + check(snapshot.panel == nil, "keeps its panel: the other tab's like is no click of this page")
        },
        Step(name: "two minutes pass", run: { context in
            // Each refresh reads the count off the main actor; the page is read after each, as
            // a browser would see them, 30 seconds apart.
            for _ in 0..<4 {
                await context.time.clock.advance(by: LikeUpdates.refreshInterval)
                await context.settle()
            }
        }) { snapshot in
            check(snapshot.regions["likes"]?.contains("Last liked 2 minutes ago") == true, "says the last like is 2 minutes old")
                + check(snapshot.messages.count == 2, "said 1 minute, then 2, each once")
                + check(snapshot.panel == nil, "keeps its panel: a refresh is no click")
        },
        Step(name: "unlike", run: { try await $0.click(.unlike(photo.id)) }) { snapshot in
            check(snapshot.regions["likes"]?.contains("1 like<") == true, "counts the other like only")
                + check(snapshot.regions["likes"]?.contains(#"aria-pressed="false""#) == true, "shows it not liked")
                + check(snapshot.regions["likes"]?.contains("Last liked 2 minutes ago") == true, "dates the like left")
                + check(snapshot.calls == ["UnlikePhoto returned LikeCount"], "shows the unlike, and no other call, in its panel")
        },
        Step(name: "like a photo not on show", run: { try await $0.click(.like(photo.id + 1)) }) { snapshot in
            check(snapshot.error != nil, "is refused") + check(snapshot.messages.isEmpty, "renders nothing")
                + check(snapshot.calls.isEmpty, "calls no action")
                + check(snapshot.activity?.last == "error like does nothing on this screen.", "shows the refusal in its panel")
        },
        Step(name: "open the pod bay doors", run: { try await $0.click(.openPodBayDoors) }) { snapshot in
            check(snapshot.regions["banner"]?.contains(halsAnswer) == true, "shows HAL's answer")
                + check(snapshot.calls == ["OpenPodBayDoors returned DoorAnswer"], "shows HAL's action in its panel")
        },
        Step(name: "back", run: { try await $0.click(.back) }) { snapshot in
            check(snapshot.path == "users/\(dave.id)/photos", "goes back to the photos")
        },
        Step(name: "back", run: { try await $0.click(.back) }) { snapshot in
            check(snapshot.path == "users", "goes back to the users")
        },
        Step(name: "back from the first screen", run: { try await $0.click(.back) }) { snapshot in
            check(snapshot.error != nil, "is refused") + check(snapshot.path == "users", "stays")
        },
        Step(name: "open a user who does not exist", run: { try await $0.click(.openUser(999)) }) { snapshot in
            check(snapshot.error?.contains("There is no user 999.") == true, "names the user")
                + check(snapshot.path == "users", "stays on the users list")
                + check(snapshot.regions["users"]?.contains(dave.name) == true, "still lists the users")
        },
    ]

    /// Runs the script on `pattern` with a fresh database, closes the page, and returns the
    /// page after each step; fails the test if anything is left sleeping on the clock once
    /// the page is closed.
    @MainActor
    static func run(_ pattern: any GalleryPattern, eachStep: (any LiveModule) -> Void = { _ in }) async throws -> [Snapshot] {
        let time = TestTime()
        let snapshots = try await withTestGallery(time: time) { _ in
            let sent = Collected<ServerMessage>()
            let page = LivePage(viewer: viewer) { sent.append($0) }
            return await page.observingActions {
                let connection = LiveConnection(page: page, module: pattern.assemble(on: page))
                let context = Context(connection: connection, time: time)
                var snapshots: [Snapshot] = []
                for step in steps {
                    sent.clear()
                    var failure: String?
                    do {
                        try await step.run(context)
                    } catch {
                        failure = "\(error)"
                    }
                    guard let module = connection.module else { break }
                    await context.settle()
                    eachStep(module)
                    snapshots.append(snapshot(of: page, sent: sent.elements, error: failure))
                }
                connection.close()
                return snapshots
            }
        }
        // Closing the page stopped what it had running on the clock, such as a refresh.
        await time.clock.expectNoPendingSleeps()
        return snapshots
    }

    @MainActor
    private static func snapshot(of page: LivePage, sent: [ServerMessage], error: String?) -> Snapshot {
        var messages: [String] = []
        var panel: String?
        for message in sent {
            if case let .activity(click) = message {
                panel = blankingDurationsAndCallers(ActivityPanel(click).html)
            } else {
                messages.append(message.json)
            }
        }
        return Snapshot(
            path: page.location?.path,
            regions: Dictionary(uniqueKeysWithValues: page.orderedRegions.map { ($0.region.rawValue, $0.html) }),
            messages: messages.sorted(),
            panel: panel,
            activity: page.activity.map(describe),
            error: error
        )
    }

    /// A click's activity as lines: "LikePhoto returned", …, "screen users/1/photos",
    /// "drew likes", "error …".
    private static func describe(_ activity: ClickActivity) -> [String] {
        activity.calls.map { "\($0.action) \($0.outcome ?? "still running")" }
            + (activity.screen.map { ["screen \($0.path)"] } ?? [])
            + ["drew " + (activity.regions.isEmpty ? "nothing" : activity.regions.map(\.rawValue).joined(separator: " "))]
            + (activity.error.map { ["error \($0)"] } ?? [])
    }

    /// The panel's HTML with the text of its duration and caller spans replaced by "…".
    static func blankingDurationsAndCallers(_ html: String) -> String {
        html.replacing(#/<span class="(duration|caller)">[^<]*</span>/#) { match in
            "<span class=\"\(match.output.1)\">…</span>"
        }
    }

    private static func check(_ condition: Bool, _ what: String) -> [String] {
        condition ? [] : [what]
    }
}

/// What a test collects from other tasks: messages a page sent, texts a socket received.
final class Collected<Element: Sendable>: Sendable {
    private let list = Mutex<[Element]>([])

    func append(_ element: Element) {
        list.withLock { $0.append(element) }
    }

    func clear() {
        list.withLock { $0.removeAll() }
    }

    var elements: [Element] {
        list.withLock { $0 }
    }
}

import Gallery
import Synchronization
import Trellis

/// The one script every pattern is driven through, on the sample data: list users → open one
/// → open a photo → like → a like from another tab → unlike → HAL's banner → back → back, with
/// events the screen on show has no control for and a user who does not exist.
enum FeatureScript {
    /// One step: what it does, and what the page must show afterwards whatever the pattern.
    struct Step: Sendable {
        let name: String
        let run: @MainActor @Sendable (any LiveModule) async throws -> Void
        let expect: @Sendable (Snapshot) -> [String]
    }

    /// The page after a step, and what the step sent down the socket.
    struct Snapshot: Equatable, Sendable {
        var path: String?
        var regions: [String: String]
        /// The step's messages as JSON, sorted: a pattern may render regions in any order.
        var messages: [String]
        /// The step's error, if it threw.
        var error: String?
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
        },
        Step(name: "open \(dave.name)", run: { try await $0.handle(.openUser(dave.id)) }) { snapshot in
            check(snapshot.path == "users/\(dave.id)/photos", "shows \(dave.name)'s photos")
                + SampleData.photos.filter { $0.userID == dave.id }.flatMap {
                    check(snapshot.regions["photos"]?.contains($0.title) == true, "lists \($0.title)")
                }
        },
        Step(name: "open a photo", run: { try await $0.handle(.openPhoto(photo.id)) }) { snapshot in
            check(snapshot.path == "users/\(dave.id)/photos/\(photo.id)", "shows the photo")
                + check(snapshot.regions["photo"]?.contains(photo.title) == true, "shows its title")
                + check(snapshot.regions["likes"]?.contains("No likes yet") == true, "shows no likes")
                + check(snapshot.regions["banner"] == "", "the banner is empty")
        },
        Step(name: "like", run: { try await $0.handle(.like(photo.id)) }) { snapshot in
            check(snapshot.regions["likes"]?.contains("1 like<") == true, "counts 1 like")
                + check(snapshot.regions["likes"]?.contains(#"aria-pressed="true""#) == true, "shows it liked")
        },
        Step(name: "a like from another tab", run: { _ in
            try await action(LikePhoto.self, Like(photoID: photo.id, viewer: otherViewer))
        }) { snapshot in
            check(snapshot.regions["likes"]?.contains("2 likes") == true, "counts the other tab's like live")
        },
        Step(name: "unlike", run: { try await $0.handle(.unlike(photo.id)) }) { snapshot in
            check(snapshot.regions["likes"]?.contains("1 like<") == true, "counts the other like only")
                + check(snapshot.regions["likes"]?.contains(#"aria-pressed="false""#) == true, "shows it not liked")
        },
        Step(name: "like a photo not on show", run: { try await $0.handle(.like(photo.id + 1)) }) { snapshot in
            check(snapshot.error != nil, "is refused") + check(snapshot.messages.isEmpty, "renders nothing")
        },
        Step(name: "open the pod bay doors", run: { try await $0.handle(.openPodBayDoors) }) { snapshot in
            check(snapshot.regions["banner"]?.contains(halsAnswer) == true, "shows HAL's answer")
        },
        Step(name: "back", run: { try await $0.handle(.back) }) { snapshot in
            check(snapshot.path == "users/\(dave.id)/photos", "goes back to the photos")
        },
        Step(name: "back", run: { try await $0.handle(.back) }) { snapshot in
            check(snapshot.path == "users", "goes back to the users")
        },
        Step(name: "back from the first screen", run: { try await $0.handle(.back) }) { snapshot in
            check(snapshot.error != nil, "is refused") + check(snapshot.path == "users", "stays")
        },
        Step(name: "open a user who does not exist", run: { try await $0.handle(.openUser(999)) }) { snapshot in
            check(snapshot.error?.contains("There is no user 999.") == true, "names the user")
                + check(snapshot.path == "users", "stays on the users list")
                + check(snapshot.regions["users"]?.contains(dave.name) == true, "still lists the users")
        },
    ]

    /// Runs the script on `pattern` with a fresh database, and returns the page after each step.
    @MainActor
    static func run(_ pattern: any GalleryPattern, eachStep: (any LiveModule) -> Void = { _ in }) async throws -> [Snapshot] {
        try await withTestGallery { _ in
            let sent = Collected<ServerMessage>()
            let page = LivePage(viewer: viewer) { sent.append($0) }
            let module = pattern.assemble(on: page)
            var snapshots: [Snapshot] = []
            for step in steps {
                sent.clear()
                var failure: String?
                do {
                    try await step.run(module)
                } catch {
                    failure = "\(error)"
                }
                await page.settle()
                eachStep(module)
                snapshots.append(
                    Snapshot(
                        path: page.location?.path,
                        regions: Dictionary(uniqueKeysWithValues: page.orderedRegions.map { ($0.region.rawValue, $0.html) }),
                        messages: sent.elements.map(\.json).sorted(),
                        error: failure
                    )
                )
            }
            return snapshots
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

import Testing
import TrellisNavigation

/// A coordinator that writes down which of its children finished, in order.
private final class Step: Coordinator {
    let children = CoordinatorChildren()
    let name: String
    let log: FinishLog

    init(_ name: String, log: FinishLog) {
        self.name = name
        self.log = log
    }

    func start() {}

    func childDidFinish(_ child: any Coordinator) {
        log.entries.append("\((child as? Step)?.name ?? "?") left \(name)")
    }
}

@MainActor
private final class FinishLog {
    var entries: [String] = []
}

/// A coordinator as small as possible, for very deep flows.
private final class Link: Coordinator {
    let children = CoordinatorChildren()
    func start() {}
}

@MainActor
struct CoordinatorFinishTests {
    /// `root` runs `list` (which runs `photo`, then `share`), then `settings`.
    private func flow() -> (root: Step, list: Step, log: FinishLog) {
        let log = FinishLog()
        let root = Step("root", log: log)
        let list = root.startChild(Step("list", log: log))
        list.startChild(Step("photo", log: log))
        list.startChild(Step("share", log: log))
        root.startChild(Step("settings", log: log))
        return (root, list, log)
    }

    @Test func childrenFinishBeforeTheirParentTheLastStartedFirst() {
        // Given
        let (root, list, log) = flow()

        // When
        list.finish()

        // Then
        #expect(log.entries == ["share left list", "photo left list", "list left root"])
        #expect(root.children.count == 1)
    }

    @Test func finishingTheRootFinishesEveryFlowBelowIt() {
        // Given
        let (root, list, log) = flow()

        // When
        root.finish()

        // Then
        #expect(log.entries == ["settings left root", "share left list", "photo left list", "list left root"])
        #expect(root.children.isEmpty)
        #expect(list.parentCoordinator == nil)
    }

    /// Run in its own process, so a stack overflow fails this test instead of every test.
    @Test func aChainOf200000NestedChildrenFinishes() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                // Given
                let root = Link()
                var deepest: any Coordinator = root
                for _ in 0..<200_000 {
                    deepest = deepest.startChild(Link())
                }
                weak let last = deepest
                deepest = root

                // When
                root.finish()

                // Then: every link left its parent and was released.
                #expect(root.children.isEmpty)
                #expect(last == nil)
            }
        }
    }
}

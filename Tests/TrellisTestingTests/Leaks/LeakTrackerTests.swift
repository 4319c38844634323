import ArticleExamples
import Testing
import Trellis
import TrellisTesting

@MainActor
struct LeakTrackerTests {
    // MARK: - Passing

    @Test func passesWhenEveryTrackedObjectIsReleased() async {
        await expectNoLeaks { tracker in
            let banner = tracker.track(BannerView(), as: "view")
            let interaction = tracker.track(PodBayDoorsInteraction(), as: "interaction")
            let screen = tracker.track(HAL9000Screen(podBayInteraction: interaction, bannerView: banner), as: "screen")
            screen.didTapMainButton()
            #expect(banner.text == PodBayDoorsInteraction.Strings.halsAnswer)
        }
    }

    @Test func theKitsViperAssemblyIsReleased() async {
        await expectNoLeaks { tracker in
            // Given the iOS Architecture Patterns notes' VIPER module, assembled by the kit, loading its users
            let module = withInjectedValues {
                $0.usersRepository = MockedUsersRepository()
            } operation: {
                tracker.track(UserRouter.start())
            }

            // Then all four parts are alive while the view is
            #expect(tracker.aliveNames == ["view", "presenter", "interactor", "router"])
            #expect(module.view.presenter != nil)
        }
    }

    @Test func theExampleCoordinatorAndItsChildrenAreReleased() async {
        let navigator = StackNavigator<AppRoute>()
        await expectNoLeaks { tracker in
            let coordinator = ExampleCoordinator(navigator: navigator)
            coordinator.start()
            let list = coordinator.showList(ExampleListModel(name: "Favourites"))
            tracker.trackFlow(coordinator)
            #expect(tracker.aliveNames == ["coordinator", "coordinator.children[0]"])

            list.close()
            #expect(coordinator.children.isEmpty)
        }
        #expect(navigator.stack.routes == [.example])
    }

    @Test func aFinishedChildIsReleasedWhileItsParentLives() async {
        let coordinator = ExampleCoordinator(navigator: StackNavigator<AppRoute>())
        coordinator.start()
        await expectNoLeaks { tracker in
            tracker.track(coordinator.showList(ExampleListModel(name: "Recent")), as: "list")
            coordinator.children.coordinators.forEach { $0.finish() }
        }
    }

    @Test func waitsForObjectsReleasedByAMainActorJobThatHasNotRunYet() async {
        await expectNoLeaks { tracker in
            let banner = tracker.track(BannerView(), as: "view")
            // The last reference goes away only when this main-actor job runs.
            Task { @MainActor in banner.render(BannerRenderable(message: "bye")) }
        }
    }

    // MARK: - Failing

    @Test func namesEveryPartOfACyclicViperModule() async {
        let line = #line + 2
        await withKnownIssue {
            await expectNoLeaks { tracker in
                tracker.track(CyclicUserRouter.start())
            }
        } matching: { issue in
            let file = issue.sourceLocation?.fileName ?? ""
            return issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue) == [
                    """
                    4 tracked objects are still alive; something still holds them, often a reference cycle (declare back references `weak`):
                    - "view" (CyclicUserViewController), tracked at \(file):\(line + 1)
                    - "presenter" (CyclicUserPresenter), tracked at \(file):\(line + 1)
                    - "interactor" (CyclicUserInteractor), tracked at \(file):\(line + 1)
                    - "router" (CyclicUserRouter), tracked at \(file):\(line + 1)
                    """,
                ]
        }
    }

    @Test func namesOnlyTheSurvivors() async {
        await withKnownIssue {
            await expectNoLeaks { tracker in
                let coordinator = ExampleCoordinator(navigator: StackNavigator<AppRoute>())
                coordinator.startChild(SelfCapturingCoordinator(navigator: coordinator.navigator))
                tracker.trackFlow(coordinator, as: "app")
            }
        } matching: { issue in
            let message = issue.comments.first?.rawValue ?? ""
            return message.hasPrefix("1 tracked object is still alive")
                && message.contains(#"- "app.children[0]" (SelfCapturingCoordinator)"#)
                && !message.contains(#""app" (ExampleCoordinator)"#)
        }
    }

    @Test func prefixesTheNamesOfSeveralModules() async {
        await withKnownIssue {
            let tracker = LeakTracker()
            let module = CyclicUserRouter.start()
            tracker.track(module, prefix: "users")
            await tracker.expectAllReleased()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains(#"- "users.presenter" (CyclicUserPresenter)"#) }
        }
    }

    @Test func anObjectStillHeldByTheTestIsReported() async {
        let tracker = LeakTracker()
        let banner = tracker.track(BannerView(), as: "view")

        await withKnownIssue {
            await tracker.expectAllReleased()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains(#"- "view" (BannerView)"#) }
        }
        _ = banner
    }
}

import ArticleExamples
import Testing
import Trellis
import TrellisTesting

@MainActor
struct ExpectNoLeakReportsTests {
    // MARK: - Passing

    @Test func passesWhenEveryDismissedFlowIsReleased() async {
        let coordinator = ExampleCoordinator(navigator: StackNavigator<AppRoute>())
        coordinator.start()
        await expectNoLeakReports { detector in
            let list = coordinator.showList(ExampleListModel(name: "Favourites"))
            list.close()
            #expect(detector.pendingCount == 1, "finish() handed the list to the detector")
        }
        #expect(coordinator.children.isEmpty)
    }

    @Test func passesWhenADetachedModuleIsReleased() async {
        await expectNoLeakReports { detector in
            let module = withInjectedValues {
                $0.usersRepository = MockedUsersRepository()
            } operation: {
                UserRouter.start()
            }
            module.detach()
            #expect(detector.pendingCount == 4)
        }
    }

    @Test func waitsForObjectsReleasedByAMainActorJobThatHasNotRunYet() async {
        let coordinator = ExampleCoordinator(navigator: StackNavigator<AppRoute>())
        await expectNoLeakReports { _ in
            let list = coordinator.showList(ExampleListModel(name: "Recent"))
            list.close()
            // The last reference goes away only when this main-actor job runs.
            Task { @MainActor in _ = list.list }
        }
    }

    // MARK: - Failing

    @Test func namesEachSurvivorWithTheLineThatDismissedIt() async {
        let line = #line + 3
        let finishLine = #line + 5
        await withKnownIssue {
            await expectNoLeakReports { _ in
                let coordinator = ExampleCoordinator(navigator: StackNavigator<AppRoute>())
                let child = coordinator.startChild(SelfCapturingCoordinator(navigator: coordinator.navigator))
                child.finish()
            }
        } matching: { issue in
            let file = issue.sourceLocation?.fileName ?? ""
            return issue.sourceLocation?.line == line
                && issue.comments.map(\.rawValue) == [
                    """
                    1 dismissed object is still alive; something still holds them, often a reference cycle (a closure that captures them strongly, or a back reference not declared `weak`):
                    - SelfCapturingCoordinator, dismissed at \(file):\(finishLine)
                    """,
                ]
        }
    }

    @Test func namesEveryPartOfADetachedCyclicViperModule() async {
        let detachLine = #line + 4
        await withKnownIssue {
            await expectNoLeakReports { _ in
                let module = CyclicUserRouter.start()
                module.detach()
            }
        } matching: { issue in
            let file = issue.sourceLocation?.fileName ?? ""
            let message = issue.comments.first?.rawValue ?? ""
            return message.hasPrefix("4 dismissed objects are still alive")
                && message.hasSuffix(
                    """
                    - CyclicUserViewController, dismissed at \(file):\(detachLine)
                    - CyclicUserPresenter, dismissed at \(file):\(detachLine)
                    - CyclicUserInteractor, dismissed at \(file):\(detachLine)
                    - CyclicUserRouter, dismissed at \(file):\(detachLine)
                    """
                )
        }
    }

    @Test func aDetectorOfTheTestsOwnIsCheckedTheSameWay() async {
        // Given a detector the test made, with a screen it reported itself
        let detector = LeakDetector()
        detector.onReport = { _ in }
        let screen = BannerView()
        let line = #line + 1
        detector.expectDeallocation(of: screen)

        // When / Then
        await withKnownIssue {
            await detector.expectNoReports()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasSuffix("- BannerView, dismissed at \(issue.sourceLocation?.fileName ?? ""):\(line)") }
        }
        #expect(detector.reports.map(\.typeName) == ["BannerView"])
        withExtendedLifetime(screen) {}
    }
}

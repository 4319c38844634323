@testable import Gallery
@testable import GalleryDomain
@testable import GallerySQLite
@testable import LiveScreens
import PatternRegistry
import Testing
import Trellis
import TrellisTesting
@testable import VIPER

/// Closing a live page hands its module's parts to the leak detector: a part a cycle keeps
/// alive — here through a closure, which no declaration and no source check shows — is reported
/// once its grace period is over, naming the line that closed the page; a page of any pattern
/// closed normally leaves nothing to report.
@MainActor
@Suite("Closing a live page")
struct LiveConnectionsTests {
    typealias UsersModule = VIPER.UsersModule

    /// VIPER's users presenter, its view declared weak as it should be, which keeps a closure
    /// that captures the view strongly once the users are shown: the cycle (view → presenter →
    /// closure → view) that no declaration shows, and the leak detector is there to catch.
    final class ClingingUserPresenter: UsersModule.AnyPresenter {
        weak var view: (any UsersModule.AnyView)?
        var interactor: (any UsersModule.AnyInteractor)?
        var router: (any UsersModule.AnyRouter)?
        /// Holds the view strongly from the first time the users are shown.
        var onShown: (() -> Void)?

        func viewDidLoad() async throws {
            try await interactor?.getUsers()
        }

        func didSelectUser(_ id: User.ID) async throws {
            try await router?.showPhotos(of: id)
        }

        func interactorDidFetchUsers(with users: [User]) {
            guard let view else { return }
            view.update(with: users)
            onShown = { view.update(with: users) }
        }
    }

    /// A users page whose VIPER module holds its view through a closure, open on a connection;
    /// only the connection (and the presenter, to break the cycle afterwards) is returned.
    func openClingingPage() async throws -> (LiveConnection, presenter: ClingingUserPresenter) {
        let page = LivePage(viewer: FeatureScript.viewer)
        let window = Window(page: page) { _ in UsersModule.UserRouter.start(page: page).entry }
        let presenter = ClingingUserPresenter()
        let module = ViperModule.assemble(
            view: UsersModule.UserViewController(page: page, location: .users),
            interactor: UsersModule.UserInteractor(),
            presenter: presenter,
            router: UsersModule.UserRouter()
        )
        try await window.setRootViewController(module.entry)
        return (LiveConnection(page: page, module: window), presenter)
    }

    static let leakedTypes: Set = ["UserViewController", "ClingingUserPresenter", "UserInteractor", "UserRouter"]

    @Test func aModuleHeldByACycleIsReportedWhenItsGracePeriodEnds() async throws {
        let time = TestTime()
        let detector = LeakDetector(gracePeriod: .seconds(2), clock: time.clock)
        let (reports, reported) = AsyncStream.makeStream(of: LeakReport.self)
        detector.onReport = { reported.yield($0) }
        try await withTestGallery(time: time) { _ in
            let (connection, presenter) = try await openClingingPage()
            LeakDetector.$current.withValue(detector) { connection.close() }
            #expect(detector.pendingCount == 5, "the window and the module's four parts wait for their grace period")

            await time.clock.advance(by: .seconds(1))
            #expect(detector.reports.isEmpty, "nothing is reported within the grace period")
            await time.clock.advance(by: .seconds(1))
            let arrived = try await Self.first(Self.leakedTypes.count, of: reports)
            #expect(Set(arrived.map(\.typeName)) == Self.leakedTypes, "the window went; the cycle kept the module")
            #expect(arrived.allSatisfy { $0.fileID == "Gallery/LiveConnections.swift" }, "each names the close")
            #expect(arrived.allSatisfy { $0.livedPastDismissal == .seconds(2) })
            presenter.onShown = nil  // break the cycle, so the test leaves nothing behind
        }
    }

    /// The first `count` reports, as the detector hands them over; a test that gets fewer fails
    /// after a bound instead of waiting for ever.
    nonisolated static func first(_ count: Int, of reports: AsyncStream<LeakReport>) async throws -> [LeakReport] {
        try await withTimeout(10, "\(count) leak reports") {
            var arrived: [LeakReport] = []
            for await report in reports {
                arrived.append(report)
                if arrived.count == count { break }
            }
            return arrived
        }
    }

    @Test func aModuleHeldByACycleIsReportedWhenTheDetectorChecksAtOnce() async throws {
        let detector = LeakDetector(clock: TestClock())
        detector.onReport = { _ in }
        try await withTestGallery { _ in
            let (connection, presenter) = try await openClingingPage()
            LeakDetector.$current.withValue(detector) { connection.close() }
            #expect(Set(detector.checkNow().map(\.typeName)) == Self.leakedTypes)
            presenter.onShown = nil
        }
    }

    @Test(arguments: GalleryPatterns.registered.map(\.id))
    func aPageClosedOnAPhotoLeavesNothingToReport(_ id: String) async throws {
        let pattern = try #require(GalleryPatterns.pattern(id))
        try await withTestGallery { _ in
            try await expectNoLeakReports { detector in
                let page = LivePage(viewer: FeatureScript.viewer)
                let connection = LiveConnection(page: page, module: pattern.assemble(on: page))
                try await connection.start(at: .photo(user: 1, photo: 1))
                try await connection.handle(.like(1))
                let parts = connection.module?.parts.count ?? 0
                connection.close()
                #expect(connection.module == nil)
                #expect(detector.pendingCount == parts, "every part of the module was handed to the detector")
            }
        }
    }
}

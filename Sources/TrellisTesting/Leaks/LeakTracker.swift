import TrellisSupport

/// Watches the objects of a module and reports, by name, each one still alive when it should
/// be gone.
///
/// A screen that never deallocates keeps its presenter, its interactor and everything they
/// hold; the usual cause is a back reference (presenter → view, interactor → presenter)
/// declared strong. Track the parts while the test holds them, drop them, then expect them
/// released:
///
/// ```swift
/// @Test @MainActor func theUserModuleIsReleased() async {
///     await expectNoLeaks { tracker in
///         let module = UserRouter.start()
///         tracker.track(module)              // view, presenter, interactor, router
///         module.view.viewDidLoad()
///     }
/// }
/// ```
///
/// The tracker holds every object weakly, so tracking never keeps anything alive. A failure
/// names each survivor with its type and the line that tracked it:
///
/// ```
/// 2 tracked objects are still alive; something still holds them, often a reference cycle
/// (declare back references `weak`):
/// - "presenter" (CyclicUserPresenter), tracked at UserModuleTests.swift:14
/// - "interactor" (CyclicUserInteractor), tracked at UserModuleTests.swift:14
/// ```
public final class LeakTracker: Sendable {
    // MARK: - API

    /// A tracker with nothing tracked yet; ``expectNoLeaks(isolation:fileID:filePath:line:column:_:)``
    /// makes one for you.
    public init() {}

    /// Starts watching `object` under `name`, and returns it.
    ///
    /// ```swift
    /// let presenter = tracker.track(UserPresenter(), as: "presenter")
    /// ```
    ///
    /// - Parameters:
    ///   - object: Any class instance; it is held weakly.
    ///   - name: Its role in the module — `"view"`, `"interaction"`, `"presenter"` — as it
    ///     should read in a failure.
    ///   - fileID: The file that tracks it, named in a failure; leave the default.
    ///   - filePath: Its full path; leave the default.
    ///   - line: The line that tracks it, named in a failure; leave the default.
    ///   - column: Its column; leave the default.
    /// - Returns: `object`, so it can be tracked where it is made.
    @discardableResult
    public func track<Object: AnyObject>(
        _ object: Object,
        as name: String,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) -> Object {
        let entry = TrackedObject(
            name: name,
            type: typeName(type(of: object as AnyObject)),
            trackedAt: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
            object: object
        )
        entries.withLock { $0.append(entry) }
        return object
    }

    /// The names of the tracked objects that are still alive, in the order they were tracked.
    public var aliveNames: [String] {
        alive().map(\.name)
    }

    /// Expects every tracked object to have been released, and fails the test with one
    /// message naming each survivor otherwise.
    ///
    /// Objects isolated to the main actor may be released by a job that has not run yet, so
    /// the check first lets pending work run — a bounded number of yields to the main actor
    /// and to other tasks, no sleeping — and stops waiting as soon as nothing is alive.
    ///
    /// - Parameters:
    ///   - fileID: The caller's file, where a failure is reported; leave the default.
    ///   - filePath: The caller's full path, for XCTest and Xcode; leave the default.
    ///   - line: The caller's line; leave the default.
    ///   - column: The caller's column; leave the default.
    public func expectAllReleased(
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        var survivors = alive()
        var round = 0
        while !survivors.isEmpty, round < Self.drainRounds {
            await MainActor.run {}
            await Task.yield()
            survivors = alive()
            round += 1
        }
        guard !survivors.isEmpty else { return }
        recordFailure(Self.message(for: survivors), at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    // MARK: - Internal

    /// How many times ``expectAllReleased(fileID:filePath:line:column:)`` lets other work run before it
    /// reports: enough for release jobs queued on the main actor, short enough to fail fast.
    static let drainRounds = 100

    private let entries = Lock<[TrackedObject]>([])

    private func alive() -> [TrackedObject] {
        entries.withLock { $0.filter(\.isAlive) }
    }

    static func message(for survivors: [TrackedObject]) -> String {
        let count = survivors.count == 1 ? "1 tracked object is" : "\(survivors.count) tracked objects are"
        let lines = survivors.map { entry in
            "- \"\(entry.name)\" (\(entry.type)), tracked at \(entry.trackedAt.shortDescription)"
        }
        return ([
            "\(count) still alive; something still holds them, often a reference cycle (declare back references `weak`):",
        ] + lines).joined(separator: "\n")
    }
}

/// One tracked object, held weakly.
///
/// `@unchecked Sendable` because the object is never used through this reference: the tracker
/// only asks whether it still exists, which is safe from any thread.
struct TrackedObject: @unchecked Sendable {
    let name: String
    let type: String
    let trackedAt: CallSite
    weak var object: AnyObject?

    var isAlive: Bool {
        object != nil
    }
}

import TrellisSupport
public import Testing

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

    /// A tracker with nothing tracked yet; ``expectNoLeaks(isolation:sourceLocation:_:)`` makes
    /// one for you.
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
    ///   - sourceLocation: Recorded with the object, so a failure points at this line.
    /// - Returns: `object`, so it can be tracked where it is made.
    @discardableResult
    public func track<Object: AnyObject>(
        _ object: Object,
        as name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Object {
        let entry = TrackedObject(
            name: name,
            type: typeName(type(of: object as AnyObject)),
            sourceLocation: sourceLocation,
            object: object
        )
        entries.withLock { $0.append(entry) }
        return object
    }

    /// The names of the tracked objects that are still alive, in the order they were tracked.
    public var aliveNames: [String] {
        alive().map(\.name)
    }

    /// Expects every tracked object to have been released, and records one issue naming each
    /// survivor otherwise.
    ///
    /// Objects isolated to the main actor may be released by a job that has not run yet, so
    /// the check first lets pending work run — a bounded number of yields to the main actor
    /// and to other tasks, no sleeping — and stops waiting as soon as nothing is alive.
    ///
    /// - Parameter sourceLocation: Where the issue is reported; leave the default.
    public func expectAllReleased(sourceLocation: SourceLocation = #_sourceLocation) async {
        var survivors = alive()
        var round = 0
        while !survivors.isEmpty, round < Self.drainRounds {
            await MainActor.run {}
            await Task.yield()
            survivors = alive()
            round += 1
        }
        guard !survivors.isEmpty else { return }
        Issue.record(message: Self.message(for: survivors), at: sourceLocation)
    }

    // MARK: - Internal

    /// How many times ``expectAllReleased(sourceLocation:)`` lets other work run before it
    /// reports: enough for release jobs queued on the main actor, short enough to fail fast.
    static let drainRounds = 100

    private let entries = Lock<[TrackedObject]>([])

    private func alive() -> [TrackedObject] {
        entries.withLock { $0.filter(\.isAlive) }
    }

    static func message(for survivors: [TrackedObject]) -> String {
        let count = survivors.count == 1 ? "1 tracked object is" : "\(survivors.count) tracked objects are"
        let lines = survivors.map { entry in
            "- \"\(entry.name)\" (\(entry.type)), tracked at \(entry.sourceLocation.fileName):\(entry.sourceLocation.line)"
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
    let sourceLocation: SourceLocation
    weak var object: AnyObject?

    var isAlive: Bool {
        object != nil
    }
}

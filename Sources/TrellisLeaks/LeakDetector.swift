import TrellisSupport

/// Reports, in debug builds, the screens that are still alive a moment after they were
/// dismissed, with their type and the line that dismissed them.
///
/// A screen that outlives its dismissal keeps its presenter, its interactor and whatever they
/// hold, and goes on reacting to events nobody sees. Nothing fails; the app only grows. The
/// usual cause is a reference cycle: a closure that captures its owner strongly, or a back
/// reference not declared `weak`. Like Uber RIBs' `LeakDetector`, this one catches it while
/// the app runs: whatever dismisses an object says so, the detector holds the object weakly,
/// and if it is still alive when a grace period has passed, the detector reports it — as a
/// log line on standard error, in ``reports``, and through ``onReport``.
///
/// The kit says so itself where it knows the object: every coordinator that leaves its parent
/// when `finish()` runs, and the four parts of a VIPER module when `ViperModule.detach()` is
/// called. Whatever else dismisses an object — a navigator that pops a view controller, a
/// server that closes a live page — tells ``current``:
///
/// ```swift
/// @MainActor
/// final class OpenPages {
///     private var pages: [ObjectIdentifier: AnyObject] = [:]
///
///     func close(_ page: AnyObject) {
///         pages[ObjectIdentifier(page)] = nil
///         LeakDetector.current.expectDeallocation(of: page)
///     }
/// }
/// ```
///
/// ## Turning it on
///
/// The ``shared`` detector is off until the app turns it on, once, at start-up:
///
/// ```swift
/// func startApp() {
///     LeakDetector.shared.enable(gracePeriod: .seconds(2))  // does nothing in a release build
/// }
/// ```
///
/// It is off by default, even in debug builds, because debug is also how every test runs: a
/// detector that started timers and wrote to standard error whenever a flow finished would
/// do so in the app's unit tests and in the kit's own, some of which keep objects alive on
/// purpose. An app asks for it with the line above; a test makes a detector of its own (or
/// uses TrellisTesting's `expectNoLeakReports`) and reads its reports instead.
///
/// ## Debug builds only
///
/// In a build without `DEBUG` — `swift build -c release`, Xcode's Release configuration —
/// every method does nothing and the detector holds nothing: ``expectDeallocation(of:dismissedAt:line:)``
/// is inlined to nothing, the kit's own calls are compiled out, no weak reference is taken, no
/// timer started, no lock touched. ``isAvailable`` says which build this is. Release builds
/// pay nothing, and a shipped app never writes these lines.
///
/// ## Why a module of its own
///
/// The detector lives in `TrellisLeaks`, which `import Trellis` re-exports, because two layers
/// that must not see each other use it: the kit's navigation, which reports the coordinators
/// and modules it dismisses, and the app, which turns it on and reports its own screens. A
/// small module below both keeps them apart, and keeps `TrellisSupport` — the kit's internal
/// locks — out of any app's reach.
///
/// ## Reading the reports in a test
///
/// A detector made with ``init(gracePeriod:clock:)`` is on. Make it the ``current`` one for the
/// code under test, then call ``checkNow()`` rather than wait for the grace period:
///
/// ```swift
/// @MainActor
/// func finishedFlowsThatStayAlive(_ flow: () -> Void) -> [LeakReport] {
///     let detector = LeakDetector()
///     detector.onReport = { _ in }  // read the reports instead of logging them
///     LeakDetector.$current.withValue(detector) {
///         flow()
///     }
///     return detector.checkNow()
/// }
/// ```
///
/// To test the grace period itself, pass a clock the test moves by hand.
public final class LeakDetector: Sendable {
    // MARK: - The detectors

    /// The detector an app turns on at start-up; off until then.
    ///
    /// ```swift
    /// LeakDetector.shared.enable()
    /// ```
    public static let shared = LeakDetector(off: ())

    /// The detector that dismissals are reported to: ``shared``, unless the running task set
    /// another.
    ///
    /// The kit reads it wherever it dismisses an object, so a test (or a part of an app) can
    /// watch its own dismissals without seeing anybody else's, even while other tests run in
    /// parallel:
    ///
    /// ```swift
    /// @MainActor
    /// func finish(_ flow: any Coordinator, watchedBy detector: LeakDetector) {
    ///     LeakDetector.$current.withValue(detector) {
    ///         flow.finish()  // reported to `detector`, not to `shared`
    ///     }
    /// }
    /// ```
    @TaskLocal public static var current: LeakDetector = shared

    /// Whether this build has the detector: `true` in a build with `DEBUG` defined, `false`
    /// otherwise, where every method does nothing.
    ///
    /// ```swift
    /// print(LeakDetector.isAvailable ? "watching for leaks" : "release build")
    /// ```
    public static var isAvailable: Bool {
        #if DEBUG
            return true
        #else
            return false
        #endif
    }

    /// The grace period unless told otherwise: one second, longer than any dismissal
    /// animation, and short enough that the report comes while the tester still remembers
    /// what they closed.
    public static let defaultGracePeriod: Duration = .seconds(1)

    // MARK: - Making one

    /// A detector that is on: for a test, or for a part of an app that keeps its own reports.
    ///
    /// ```swift
    /// let detector = LeakDetector(gracePeriod: .milliseconds(500))
    /// ```
    ///
    /// - Parameters:
    ///   - gracePeriod: How long a dismissed object may stay alive before it is reported; a
    ///     negative one counts as zero.
    ///   - clock: The clock the grace period is measured on; a test passes one it moves by
    ///     hand.
    public init(gracePeriod: Duration = defaultGracePeriod, clock: any Clock<Duration> = ContinuousClock()) {
        #if DEBUG
            state = Lock(State(settings: Settings(gracePeriod: gracePeriod, clock: clock)))
        #endif
    }

    /// A detector that is off, for ``shared``.
    private init(off: Void) {
        #if DEBUG
            state = Lock(State(settings: nil))
        #endif
    }

    deinit {
        #if DEBUG
            // A timer holds the detector weakly; stopping it frees a task that a clock moved by
            // hand would otherwise keep suspended for ever.
            state.withLock { state in
                for expectation in state.pending.values {
                    expectation.timer?.cancel()
                }
            }
        #endif
    }

    // MARK: - On and off

    /// Whether dismissals are watched: ``shared`` is off until ``enable(gracePeriod:clock:)``,
    /// a detector you make is on; always `false` in a release build.
    public var isEnabled: Bool {
        #if DEBUG
            return state.withLock { $0.settings != nil }
        #else
            return false
        #endif
    }

    /// Starts watching dismissals, or changes the grace period of those to come.
    ///
    /// ```swift
    /// LeakDetector.shared.enable(gracePeriod: .seconds(2))
    /// ```
    ///
    /// Call it once at start-up; in a release build it does nothing, so it needs no `#if`.
    ///
    /// - Parameters:
    ///   - gracePeriod: How long a dismissed object may stay alive before it is reported; a
    ///     negative one counts as zero.
    ///   - clock: The clock the grace period is measured on.
    public func enable(gracePeriod: Duration = defaultGracePeriod, clock: any Clock<Duration> = ContinuousClock()) {
        #if DEBUG
            let settings = Settings(gracePeriod: gracePeriod, clock: clock)
            state.withLock { $0.settings = settings }
        #endif
    }

    /// Stops watching: forgets the objects waiting for their grace period to end, stops their
    /// timers, and ignores dismissals until ``enable(gracePeriod:clock:)``. Keeps ``reports``.
    ///
    /// ```swift
    /// LeakDetector.shared.disable()
    /// ```
    public func disable() {
        #if DEBUG
            let dropped = state.withLock { state in
                state.settings = nil
                defer { state.pending = [:] }
                return Array(state.pending.values)
            }
            for expectation in dropped {
                expectation.timer?.cancel()
            }
        #endif
    }

    // MARK: - Dismissals

    /// Expects `object` to be released within the grace period, and reports it if it is not.
    ///
    /// ```swift
    /// @MainActor
    /// func close(_ screen: AnyObject) {
    ///     LeakDetector.current.expectDeallocation(of: screen)
    /// }
    /// ```
    ///
    /// Call it where the object leaves the screen, when nothing should hold it any more. The
    /// object is held weakly, so the call never keeps it alive; when the grace period ends, it
    /// is checked on the main actor, so the last release of a screen never happens on another
    /// thread because of the check. An object already waiting keeps its first dismissal.
    /// Does nothing when the detector is off, or in a release build.
    ///
    /// - Parameters:
    ///   - object: The dismissed object: a coordinator, a view, a presenter, a page.
    ///   - fileID: The file that dismisses it, named in the report; leave the default, or pass
    ///     your own caller's when you dismiss on its behalf.
    ///   - line: The line that dismisses it, named with `fileID`.
    @inlinable
    public func expectDeallocation(of object: AnyObject, dismissedAt fileID: StaticString = #fileID, line: UInt = #line) {
        #if DEBUG
            watch(object, fileID: fileID, line: line)
        #endif
    }

    /// Expects `object`, a value of the scope `scope` that a reset at `fileID`:`line` let go of,
    /// to be released within the grace period; its report names the scope and `handedOutAt`.
    package func expectDeallocation(of object: AnyObject, resetOf scope: String, handedOutAt: [String], fileID: StaticString, line: UInt) {
        #if DEBUG
            watch(object, fileID: fileID, line: line, resetScope: scope, handedOutAt: handedOutAt)
        #endif
    }

    // MARK: - Reports

    /// Every report so far, oldest first; empty in a release build.
    ///
    /// ```swift
    /// for report in LeakDetector.shared.reports {
    ///     print(report.typeName, report.dismissedAt)
    /// }
    /// ```
    public var reports: [LeakReport] {
        #if DEBUG
            return state.withLock { $0.reports }
        #else
            return []
        #endif
    }

    /// Called on the main actor with each report, once it is in ``reports``; writes it on
    /// standard error (``writeToStandardError(_:)``) unless you set another.
    ///
    /// ```swift
    /// LeakDetector.shared.onReport = { report in
    ///     LeakDetector.writeToStandardError(report)
    ///     assertionFailure("\(report.typeName) leaked")  // stop in the debugger
    /// }
    /// ```
    ///
    /// In a release build nothing is ever reported, and setting it does nothing.
    public var onReport: @MainActor @Sendable (LeakReport) -> Void {
        get {
            #if DEBUG
                return state.withLock { $0.onReport }
            #else
                return Self.writeToStandardError
            #endif
        }
        set {
            #if DEBUG
                state.withLock { $0.onReport = newValue }
            #endif
        }
    }

    /// How many dismissed objects wait for the end of their grace period, released or not;
    /// always 0 in a release build.
    public var pendingCount: Int {
        #if DEBUG
            return state.withLock { $0.pending.count }
        #else
            return 0
        #endif
    }

    /// Ends every grace period now: forgets the objects already released, and reports each
    /// one still alive, in the order they were dismissed.
    ///
    /// ```swift
    /// @MainActor
    /// func survivors(of detector: LeakDetector) -> [String] {
    ///     detector.checkNow().map(\.typeName)
    /// }
    /// ```
    ///
    /// A test calls it rather than wait; an app never needs to, as each object is checked
    /// when its own grace period ends. Objects released by work still queued on the main
    /// actor are reported too, so let that work run first.
    ///
    /// - Returns: The reports made by this call, also added to ``reports`` and handed to
    ///   ``onReport``; always empty in a release build.
    @MainActor
    @discardableResult
    public func checkNow() -> [LeakReport] {
        #if DEBUG
            let due = state.withLock { state in
                defer { state.pending = [:] }
                return state.pending.values.sorted { $0.token < $1.token }
            }
            for expectation in due {
                expectation.timer?.cancel()
            }
            return deliver(due)
        #else
            return []
        #endif
    }

    /// Writes `report` on standard error, as one line: what ``onReport`` does by default.
    ///
    /// ```swift
    /// LeakDetector.shared.onReport = LeakDetector.writeToStandardError
    /// ```
    ///
    /// - Parameter report: The report whose ``LeakReport/logLine`` is written.
    public static func writeToStandardError(_ report: LeakReport) {
        writeLineToStandardError(report.logLine)
    }

    // MARK: - Internal

    #if DEBUG
        /// How long dismissed objects may live, and on which clock.
        private struct Settings: Sendable {
            let gracePeriod: Duration
            let clock: ElapsedClock

            init(gracePeriod: Duration, clock: any Clock<Duration>) {
                self.gracePeriod = max(gracePeriod, .zero)
                self.clock = ElapsedClock(clock)
            }
        }

        private struct State: Sendable {
            /// `nil` while the detector is off.
            var settings: Settings?
            /// The objects waiting for the end of their grace period, by address.
            var pending: [ObjectIdentifier: Expectation] = [:]
            var lastToken: UInt64 = 0
            var reports: [LeakReport] = []
            var onReport: @MainActor @Sendable (LeakReport) -> Void = LeakDetector.writeToStandardError
        }

        private let state: Lock<State>

        /// Starts waiting for `object`, with a timer that checks it when its grace period ends.
        @usableFromInline
        func watch(_ object: AnyObject, fileID: StaticString, line: UInt, resetScope: String? = nil, handedOutAt: [String] = []) {
            let key = ObjectIdentifier(object)
            let typeName = String(describing: type(of: object))
            state.withLock { state in
                guard let settings = state.settings else { return }
                if let waiting = state.pending[key] {
                    // The same object keeps its first dismissal; an earlier object at the same
                    // address was released, so its wait is over.
                    if waiting.object === object { return }
                    waiting.timer?.cancel()
                }
                state.lastToken += 1
                let token = state.lastToken
                let clock = settings.clock
                let dismissedAt = clock.now()
                let deadline = dismissedAt + settings.gracePeriod
                let timer = Task { [weak self] in
                    do {
                        try await clock.sleep(deadline)
                    } catch {
                        return  // checked already, or the detector is gone
                    }
                    await self?.check(key, token: token)
                }
                state.pending[key] = Expectation(
                    object: object,
                    token: token,
                    typeName: typeName,
                    fileID: fileID,
                    line: line,
                    resetScope: resetScope,
                    handedOutAt: handedOutAt,
                    dismissedAt: dismissedAt,
                    clock: clock,
                    timer: timer
                )
            }
        }

        /// Checks one object whose grace period has ended, unless it was checked already.
        @MainActor
        private func check(_ key: ObjectIdentifier, token: UInt64) {
            let due = state.withLock { state -> Expectation? in
                guard state.pending[key]?.token == token else { return nil }
                return state.pending.removeValue(forKey: key)
            }
            if let due {
                deliver([due])
            }
        }

        /// Reports the objects of `due` that are still alive.
        ///
        /// Their weak references are read here, on the main actor and outside the lock: if a
        /// read turns out to hold the last reference, the object is released where screens
        /// expect to be, and its `deinit` may dismiss more without waiting on the lock.
        @MainActor
        @discardableResult
        private func deliver(_ due: [Expectation]) -> [LeakReport] {
            let found = due.compactMap { $0.report() }
            guard !found.isEmpty else { return [] }
            let hook = state.withLock { state in
                state.reports += found
                return state.onReport
            }
            for report in found {
                hook(report)
            }
            return found
        }

        /// How many waiting objects are still alive; read on the main actor for the reason
        /// ``deliver(_:)`` gives.
        @MainActor
        package var aliveCount: Int {
            let waiting = state.withLock { Array($0.pending.values) }
            return waiting.count { $0.object != nil }
        }
    #else
        @MainActor
        package var aliveCount: Int { 0 }
    #endif
}

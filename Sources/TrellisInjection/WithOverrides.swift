public import TrellisStorage
import TrellisSupport

/// Runs `operation` with some dependencies replaced and some actions plugged differently, for
/// it and the tasks it starts only.
///
/// ```swift
/// @Test func listsUsers() throws {
///     try withOverrides {
///         $0.usersRepository = MockedUsersRepository(users: [User(name: "Dave")])
///         $0.plug(LikePhoto.self, to: likePhotoSpy)
///     } operation: {
///         let interactor = UserInteractor()
///         …
///     }
/// }
/// ```
///
/// The replacements live in a task-local value, so tests running in parallel that replace
/// the same key never see each other's values, and nothing needs restoring afterwards.
/// Scopes nest: an inner scope starts from the outer one's values.
///
/// Every write the update closure makes reaches this scope only — through a key's property,
/// a key subscript, `Actions.plug` or `<~` — and reads it makes see the writes made before
/// them, so an implementation made in the closure resolves its `@Injected` values from the
/// scope. A key written several times keeps its last value and one entry.
///
/// - Parameters:
///   - update: Sets the replacements on `$0`. The same function can be installed for the
///     whole process at start-up with ``InjectedValues/install(_:fileID:line:)``.
///   - operation: The work that sees them.
/// - Returns: What `operation` returns.
@inlinable @discardableResult
public func withOverrides<R>(
    _ update: (inout InjectedValues) throws -> Void,
    operation: () throws -> R
) rethrows -> R {
    let scope = try InjectionStorage.scope(applying: update)
    return try InjectionStorage.taskScope.withValue(scope, operation: operation)
}

/// Runs the asynchronous `operation` with some dependencies replaced and some actions plugged
/// differently, for it and the tasks it starts only. See ``withOverrides(_:operation:)-(_,()->R)``.
@inlinable @discardableResult
public func withOverrides<R>(
    _ update: (inout InjectedValues) throws -> Void,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    let scope = try InjectionStorage.scope(applying: update)
    return try await InjectionStorage.taskScope.withValue(scope, operation: operation)
}

extension InjectedValues {
    /// Installs for the whole process what `configure` sets: the app's start-up.
    ///
    /// ```swift
    /// @main struct GalleryApp {
    ///     static func main() async throws {
    ///         InjectedValues.install(configureGallery)
    ///         …
    ///     }
    /// }
    /// ```
    ///
    /// The same function runs scoped in a test with ``withOverrides(_:operation:)-(_,()->R)``
    /// or the `.overriding` trait. Reads made inside `configure` see what it set before them.
    ///
    /// - Important: Installing for the process from inside an update closure would leak the
    ///   scope's values into every other test, so it stops with a message naming the line.
    public static func install(
        _ configure: (inout InjectedValues) throws -> Void,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) rethrows {
        if ScopeBuilder.current != nil {
            CallerLocation(fileID: fileID, line: line).stop(InjectionFailure.installWhileBuilding.message)
        }
        try Storage.registry.installForProcess { try InjectionStorage.updating($0, configure) }
    }
}

extension InjectedValues {
    /// Installs for the whole process what an asynchronous start-up sets, once all of it is
    /// set: values that take awaiting to make — a database to open, a keychain to read, a
    /// remote configuration to fetch.
    ///
    /// ```swift
    /// @main struct NotesApp {
    ///     static func main() async throws {
    ///         try await InjectedValues.install { app in
    ///             app.database = try await Database.open(at: databaseURL)
    ///             configureApp(&app)    // the synchronous part, as a test runs it
    ///         }
    ///         …
    ///     }
    /// }
    /// ```
    ///
    /// Reads stay synchronous. While the start-up runs, its own reads (and its child tasks')
    /// see what it wrote before them; every other task reads the process as it was, and a
    /// read there of a ``RequiredInjectionKey`` the start-up has not installed yet stops,
    /// naming the key, the reading line and this start-up. When `configure` returns, all its
    /// writes go in together.
    ///
    /// - Parameters:
    ///   - configure: Sets values and plugs on `$0`, awaiting whatever it needs.
    ///   - fileID: The file that calls the start-up, named by its failure.
    ///   - line: The line that calls it.
    ///   - isolation: Where `configure` runs: the caller's actor, the main actor in an app.
    /// - Throws: ``StartUpFailure`` wrapping what `configure` threw. Nothing it wrote is then
    ///   installed, so the app can show the error or try again.
    public static func install(
        _ configure: (inout InjectedValues) async throws -> Void,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        isolation: isolated (any Actor)? = #isolation
    ) async throws(StartUpFailure) {
        let caller = CallerLocation(fileID: fileID, line: line)
        if ScopeBuilder.current != nil { caller.stop(InjectionFailure.installWhileBuilding.message) }
        let registry = Storage.registry
        let writes = StartUpWrites()
        StartUp.phase.withLock { $0 = .running(since: caller) }
        // Both counts make reads look for the start-up's writes, on its task only.
        registry.overrides.hold()
        registry.startUps.hold()
        defer {
            registry.startUps.release()
            registry.overrides.release()
        }
        do {
            try await Storage.startUp.withValue(writes) {
                var values = InjectedValues()
                try await configure(&values)
            }
        } catch {
            StartUp.phase.withLock { $0 = .failed(at: caller, reason: "\(error)") }
            throw StartUpFailure(underlying: error, fileID: "\(fileID)", line: line, discardedWrites: writes.count)
        }
        writes.install(in: registry)
        StartUp.phase.withLock { $0 = .finished }
    }
}

extension InjectedValues {
    /// Sets values and plugs that the rest of this update closure keeps, whatever a start-up
    /// run after them in it writes: what a test pins is what everything built during the
    /// start-up sees.
    ///
    /// ```swift
    /// try await withOverrides {
    ///     $0.pinning { $0.commentsRepository = mock }
    ///     configureApp(&$0)      // its `app.commentsRepository = …` leaves the mock in place,
    /// } operation: {             // so the actions it plugs resolve the mock with @Injected
    ///     …
    /// }
    /// ```
    ///
    /// The test traits `.injecting` and `.plugging` pin, and all of a test's traits make one
    /// update, so `@Test(.overriding(configureApp), .injecting(\.commentsRepository, mock))`
    /// works the same way. A later write that pins replaces a pinned value; one that does not
    /// is left out. A scope nested inside — `withOverrides { $0.continuousClock = clock }` in
    /// the test's body — starts from the pinned values and replaces any of them, as nested
    /// scopes always do.
    ///
    /// - Parameters:
    ///   - update: Sets the values and plugs to pin on `$0`.
    ///   - fileID: The caller's file, named if this is a copy of `$0` kept past its closure;
    ///     leave the default.
    ///   - line: The caller's line; leave the default.
    public mutating func pinning(
        _ update: (inout InjectedValues) throws -> Void, fileID: StaticString = #fileID, line: UInt = #line
    ) rethrows {
        guard let writes = currentWrites(at: CallerLocation(fileID: fileID, line: line)) else { return try update(&self) }
        try writes.takeUnretainedValue().pinning { try update(&self) }
    }
}

extension InjectedValues {
    /// Runs `startUp` keeping the values it installs out of this update closure, while its plugs
    /// and observers go in: the app's real wiring, with every dependency the test does not name
    /// resolved to the key's test value — in the test's body and in everything the start-up
    /// builds alike. The `.overriding` trait runs a start-up this way.
    package mutating func holdingBackValues(
        _ startUp: (inout InjectedValues) throws -> Void, fileID: StaticString = #fileID, line: UInt = #line
    ) rethrows {
        guard let writes = currentWrites(at: CallerLocation(fileID: fileID, line: line)) else { return try startUp(&self) }
        let heldBack = try writes.takeUnretainedValue().holdingBack { try startUp(&self) }
        // The test's run keeps them, so a check that the start-up provides every key still
        // counts them (``InjectedValues/hasInstalledValue(for:)``).
        TestRun.current?.holdBack(heldBack)
    }
}

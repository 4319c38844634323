public import TrellisStorage
import TrellisSupport

/// The reads and writes of injected values, on the registry they share with plugged actions.
///
/// The read path is inlinable so that, at the call site, every generic type is concrete and
/// a read costs a few loads instead of run-time generic metadata look-ups.
@usableFromInline
enum InjectionStorage {
    /// The process's registry, held here too: read from this module's own `static let`, a
    /// read needs no retain of it (a `package` global of another module costs one per read).
    @usableFromInline static let registry = Storage.registry
    /// The task-local scope, held here for the same reason.
    @usableFromInline static let taskScope = Storage.scope

    /// The value of `key` in the current task.
    @inlinable @inline(__always)
    static func value<K: InjectionKey>(of key: K.Type, at caller: @autoclosure () -> CallerLocation) -> K.Value {
        let registry = InjectionStorage.registry
        if _slowPath(registry.overrides.anyAlive) {
            if _slowPath(ScopeBuilder.isBuilding) { noteReadWhileBuilding(of: key) }
            if let value = scopedValue(of: key) {
                if _slowPath(registry.mayRunTests) { checkReadStillInItsTest(of: key, at: caller()) }
                return value
            }
        }
        if let value = registry.installed(for: ObjectIdentifier(key), as: K.Value.self) { return value }
        // Only the first default a key makes is checked for a cycle.
        if _fastPath(registry.madeDefault(for: ObjectIdentifier(key))) { return key.defaultValue }
        return firstDefault(of: key, at: caller())
    }

    /// What a read of `key` did, for a failure that names it.
    static func readingOf<K: InjectionKey>(_ key: K.Type) -> String {
        "read \(typeName(key)) (\(K.Value.self))"
    }

    /// Fails the test whose leftover work read `key`, which its scope gives, after it ended.
    @usableFromInline @inline(never)
    static func checkReadStillInItsTest<K: InjectionKey>(of key: K.Type, at caller: CallerLocation) {
        TestValues.checkStillInItsTest(readingOf(key), at: caller)
    }

    /// Whether `key` has a value in this task's scope or for the process, not just its default.
    static func hasInstalledValue<K: InjectionKey>(_ key: K.Type) -> Bool {
        if Storage.registry.hasValue(for: ObjectIdentifier(key), in: Storage.scope.get()) { return true }
        // A value the start-up installed for this test and the kit held back is provided too.
        guard TestHook.mayRunTests else { return false }
        // So is one an app hosting its tests installed before they loaded.
        return TestRun.current?.heldBack(ObjectIdentifier(key)) == true || Storage.registry.installedBeforeTests(ObjectIdentifier(key))
    }

    /// The value the current task's scope gives `key`, if any.
    @inlinable @inline(__always)
    static func scopedValue<K: InjectionKey>(of key: K.Type) -> K.Value? {
        InjectionStorage.registry.scoped(InjectionStorage.taskScope.get(), for: ObjectIdentifier(key), as: K.Value.self)
    }

    /// The key's default, made for the first time: a required key stops here, and a cycle
    /// between defaults is named instead of hanging inside Swift's lazy `static let`.
    ///
    /// Later reads find the empty slot this leaves and skip straight to `defaultValue`, so the
    /// check costs nothing after the first read, in release builds too.
    @usableFromInline @inline(never)
    static func firstDefault<K: InjectionKey>(of key: K.Type, at caller: CallerLocation) -> K.Value {
        let caller = CurrentThread.record._withUnsafeGuaranteedRef { $0.caller.pointee } ?? caller
        // In a binary that links TrellisTesting, no default is ever recorded as made: each read
        // comes back here, so a test that did not override the key gets its test value.
        if _slowPath(TestHook.mayRunTests) {
            guard let test = TestHook.runningTest else {
                // Outside any test — an app hosting its tests, reading while they run — the
                // app's own start-up values still answer it.
                if let value = Storage.registry.installedBeforeTests(for: ObjectIdentifier(key), as: K.Value.self) { return value }
                return liveDefault(of: key, at: caller)
            }
            return ResolutionTrail.resolving(key, readAt: caller) { TestValues.value(of: key, readAt: caller, in: test) }
        }
        // A SwiftUI preview's process gets preview values, and records no default either.
        if _slowPath(PreviewValues.isRunning) {
            return ResolutionTrail.resolving(key, readAt: caller) { PreviewValues.value(of: key, readAt: caller) }
        }
        let value = liveDefault(of: key, at: caller)
        // A lifetime that keeps values is looked up at every read, so none is recorded as made.
        if !K.lifetime.isKept { Storage.registry.recordDefault(for: ObjectIdentifier(key)) }
        return value
    }

    /// The default of `key` outside tests and previews: where its lifetime keeps it, or as its
    /// declaration makes it. A required key has none, and stops naming the line.
    static func liveDefault<K: InjectionKey>(of key: K.Type, at caller: CallerLocation) -> K.Value {
        let make = {
            if K.self is any RequiredInjectionKey.Type {
                caller.stop(StartUp.missingValue(for: key, readAt: caller).message)
            }
            return ResolutionTrail.resolving(key, readAt: caller) { key.defaultValue }
        }
        guard K.lifetime.isKept else { return make() }
        return KeptValues.value(of: key, readAt: caller, in: KeptValues.process, scopeValues: \.live, make: make)
    }

    // MARK: - Update closures

    /// Runs `update` on a `$0` that holds `writes`. In a test, every read the closure makes
    /// looks at the builder, so that a key read before the closure writes it again is caught.
    @usableFromInline
    static func updating(_ writes: ScopeBuilder, _ update: (inout InjectedValues) throws -> Void) rethrows {
        var values = InjectedValues(writes: Unmanaged.passUnretained(writes))
        guard TestHook.mayRunTests else { return try update(&values) }
        let count = Storage.registry.overrides
        count.hold()
        defer { count.release() }
        try update(&values)
    }

    /// Notes, in a test, where the update closure running on this thread first read `key`.
    @usableFromInline @inline(never)
    static func noteReadWhileBuilding<K: InjectionKey>(of key: K.Type) {
        // A key-path write's own read of the key it writes is answered with the value it sets.
        guard TestHook.mayRunTests, let builder = ScopeBuilder.current?.takeUnretainedValue(), builder.pending == nil else { return }
        // Only reads through a key path — `@Injected`, `InjectedValues[\.key]` — are what code
        // made in the closure does; `$0.name + " 9000"` reads the closure's own value to write it.
        guard let reader = CurrentThread.record._withUnsafeGuaranteedRef({ $0.caller.pointee }) else { return }
        if builder.reads[ObjectIdentifier(key)] == nil { builder.reads[ObjectIdentifier(key)] = reader }
    }

    /// Fails the test whose update closure wrote `key` after something made in it had read it.
    @usableFromInline @inline(never)
    static func checkWriteAfterRead<K: InjectionKey>(of key: K.Type) {
        guard let builder = ScopeBuilder.current?.takeUnretainedValue(), let read = builder.reads.removeValue(forKey: ObjectIdentifier(key)),
            let test = TestHook.runningTest
        else { return }
        test.record(InjectionFailure.writtenAfterRead(key, readAt: read).message, read.fileID, read.line)
    }

    // MARK: - Key paths

    /// The value at `keyPath`, with `caller` named by any failure inside the key's getter.
    @inlinable @inline(__always)
    static func read<T>(_ keyPath: WritableKeyPath<InjectedValues, T>, at caller: CallerLocation) -> T {
        let slot = CurrentThread.record._withUnsafeGuaranteedRef { $0.caller }
        let previous = slot.pointee
        if previous == nil { slot.pointee = caller }
        defer { slot.pointee = previous }
        return InjectedValues()[keyPath: keyPath]
    }

    /// The current scope with the writes of `update` added.
    @inlinable @inline(__always)
    static func scope(applying update: (inout InjectedValues) throws -> Void) rethrows -> OverrideScope {
        let registry = InjectionStorage.registry
        // With no override alive anywhere, no task has a scope: skip the task-local read.
        let current = registry.overrides.anyAlive ? InjectionStorage.taskScope.get() : nil
        return try registry.scope(from: current) { try updating($0, update) }
    }
}

public import TrellisStorage

/// The dependencies and plugs in effect: extended with one property per key, and the `$0` of
/// every update closure.
///
/// Read a dependency with ``Injected`` or the static subscripts. Replace dependencies — and,
/// with TrellisPlug, plug actions — in one update function:
///
/// ```swift
/// func configureApp(_ app: inout InjectedValues) {
///     app.usersRepository = SQLiteUsersRepository(database)
///     app.plug(LikePhoto.self, to: SQLiteLikePhoto(database))
/// }
///
/// InjectedValues.install(configureApp)            // at start-up, for the whole process
/// withOverrides(configureApp) { … }               // for one scope of work and its child tasks
/// ```
///
/// ```swift
/// extension InjectedValues {
///     var usersRepository: any UsersRepository {
///         get { Self[UsersRepositoryKey.self] }
///         set { Self[UsersRepositoryKey.self] = newValue }
///     }
/// }
/// ```
///
/// A read looks, in order, at the enclosing scope (``withOverrides(_:operation:)-(_,()->R)``),
/// at the value installed for the process, then at the key's `defaultValue`. Until some task
/// enters a scope, the first step is skipped, and a key with nothing installed costs about as
/// much as reading its `static let`. All reads and writes are safe from any thread.
///
/// There is no public initialiser: an `InjectedValues` is only ever the `$0` of an update
/// closure. It holds that closure's writes, which the caller makes a scope or installs for the
/// process when the closure returns — never a value that looks local and writes for the whole
/// process. Every write, whatever its spelling, ends in `write(_:for:holdable:at:)`.
public struct InjectedValues: Sendable {
    /// The writes of the update closure this is the `$0` of; `nil` in a value that is only read
    /// through (`@Injected`, `Actions`), and in an asynchronous start-up's, whose writes its
    /// task keeps.
    ///
    /// Unretained, so copying the value costs nothing: the call running the closure holds the
    /// builder while the closure runs, and `currentWrites(at:)` checks that it still does
    /// before anything touches it, so a copy kept longer never reaches a freed builder.
    @usableFromInline let writes: Unmanaged<ScopeBuilder>?

    /// A value holding `writes`.
    @usableFromInline package init(writes: Unmanaged<ScopeBuilder>? = nil) {
        self.writes = writes
    }

    /// The `$0` of the update closure running on this thread, which a statically spelled write
    /// (`Self[Key.self] = newValue`, a key-path write) fills; outside one, a value whose writes
    /// go in for the process at once.
    @inlinable
    static var beingFilled: InjectedValues {
        InjectedValues(writes: ScopeBuilder.current)
    }

    /// `writes`, which the closure running on this thread must be filling: a copy of `$0`
    /// kept past its closure, or handed to another thread, would write where nothing reads any
    /// more, or race the closure, and stops at `caller` instead.
    @inlinable
    package func currentWrites(at caller: CallerLocation) -> Unmanaged<ScopeBuilder>? {
        guard let writes else { return nil }
        guard ScopeBuilder.isCurrent(writes) else { Self.stopWriteOutsideItsClosure(at: caller) }
        return writes
    }

    /// Writes `value` for `key`, the one step every write takes: into this value's writes, or,
    /// in a value that holds none, into the update closure running on this thread or for the
    /// process.
    ///
    /// - Parameter holdable: Whether `value` is an injected value, which a start-up run for a
    ///   test keeps back from it, rather than a plug.
    /// - Returns: Whether the value went in, rather than being held back or left out for a
    ///   pinned one.
    ///
    /// Inlined where the write is made, so the entry it adds is built for the value's own type
    /// rather than through run-time generic metadata.
    @inlinable @discardableResult
    package func write<Value: Sendable>(_ value: consuming Value, for key: ObjectIdentifier, holdable: Bool, at caller: CallerLocation) -> Bool {
        guard let writes = currentWrites(at: caller) else {
            return InjectionStorage.registry.install(value, for: key, holdable: holdable)
        }
        return ScopeBuilder.write(value, for: key, holdable: holdable, into: writes)
    }

    @usableFromInline @inline(never)
    static func stopWriteOutsideItsClosure(at caller: CallerLocation) -> Never {
        caller.stop(InjectionFailure.writeOutsideItsClosure.message)
    }

    // MARK: - Key subscripts

    /// The value of `key` in the current task.
    ///
    /// Setting it installs the value for the whole process, or — inside an update closure —
    /// for that closure's scope only.
    ///
    /// - Parameters:
    ///   - key: The key to read.
    ///   - fileID: The caller's file, named by any failure; leave the default.
    ///   - line: The caller's line; leave the default.
    public static subscript<K: InjectionKey>(
        key: K.Type, fileID fileID: StaticString = #fileID, line line: UInt = #line
    ) -> K.Value {
        @inlinable @inline(__always) get { InjectionStorage.value(of: key, at: CallerLocation(fileID: fileID, line: line)) }
        @inlinable set { beingFilled[key, fileID: fileID, line: line] = newValue }
    }

    /// Whether `key` has a value installed — for the process or by an enclosing scope — rather
    /// than its default.
    ///
    /// Test kits use it to list the ``RequiredInjectionKey``s a feature reads that nothing
    /// provides, before the first read stops the program.
    public static func hasInstalledValue<K: InjectionKey>(for key: K.Type) -> Bool {
        InjectionStorage.hasInstalledValue(key)
    }

    /// The value at `keyPath` in the current task; setting it works like the key subscript,
    /// without ever reading the key first.
    ///
    /// ```swift
    /// InjectedValues[\.usersRepository] = MockedUsersRepository()
    /// ```
    public static subscript<T>(
        _ keyPath: WritableKeyPath<InjectedValues, T>, fileID fileID: StaticString = #fileID, line line: UInt = #line
    ) -> T {
        @inlinable get { InjectionStorage.read(keyPath, at: CallerLocation(fileID: fileID, line: line)) }
        set {
            if let writes = beingFilled.writes {
                Self.fill(newValue, at: keyPath, in: writes)
            } else {
                Self.install { Self.fill(newValue, at: keyPath, in: $0.writes.unsafelyUnwrapped) }
            }
        }
    }

    /// Sets `newValue` at `keyPath` in `writes` without reading the key: a key-path write calls
    /// the property's getter before its setter, so the getter is answered with `newValue`.
    private static func fill<T>(_ newValue: T, at keyPath: WritableKeyPath<InjectedValues, T>, in writes: Unmanaged<ScopeBuilder>) {
        writes.takeUnretainedValue().answering(newValue) {
            var values = InjectedValues(writes: writes)
            values[keyPath: keyPath] = newValue
        }
    }

    /// The value of `key`, for use on the `$0` of an update closure when the key has no
    /// property: `$0[APIClientKey.self] = Mock()`.
    public subscript<K: InjectionKey>(
        key: K.Type, fileID fileID: StaticString = #fileID, line line: UInt = #line
    ) -> K.Value {
        @inlinable get { Self[key, fileID: fileID, line: line] }
        @inlinable nonmutating set {
            let installed = write(newValue, for: ObjectIdentifier(key), holdable: true, at: CallerLocation(fileID: fileID, line: line))
            // Only a test notes the reads a later write could contradict.
            if _slowPath(installed && writes != nil && InjectionStorage.registry.mayRunTests) { InjectionStorage.checkWriteAfterRead(of: key) }
        }
    }
}

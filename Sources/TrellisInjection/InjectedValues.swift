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
/// closure, whose writes reach that closure's scope — never a value that looks local and
/// writes for the whole process.
public struct InjectedValues: Sendable {
    @usableFromInline package init() {}

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
        @inlinable set { InjectionStorage.install(newValue, for: key) }
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
        set { InjectionStorage.write(newValue, through: keyPath) }
    }

    /// The value of `key`, for use on the `$0` of an update closure when the key has no
    /// property: `$0[APIClientKey.self] = Mock()`.
    public subscript<K: InjectionKey>(
        key: K.Type, fileID fileID: StaticString = #fileID, line line: UInt = #line
    ) -> K.Value {
        get { Self[key, fileID: fileID, line: line] }
        set { Self[key] = newValue }
    }
}

/// The collection of every injectable dependency, extended with one property per key.
///
/// Read a dependency with ``Injected`` or the static subscripts; replace it for the whole
/// process with `InjectedValues[\.usersRepository] = MockedUsersRepository()`, or for one
/// scope of work with ``withInjectedValues(_:operation:)-(_,()->R)``.
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
/// A read looks, in order, at the values of the enclosing `withInjectedValues` scope, at the
/// value installed for the process, then at the key's `defaultValue`. Until some task enters
/// a scope, the first step is skipped, and a key with nothing installed costs about as much
/// as reading its `static let`. All reads and writes are safe from any thread.
public struct InjectedValues: Sendable {
    /// An empty value: the properties that extensions add forward to the static storage, so
    /// the seed's instance-property spelling and the key-path subscripts share one store.
    public init() {}

    // MARK: - Key subscripts

    /// The value of `key` in the current task.
    ///
    /// Setting it installs the value for the whole process, or — inside the update closure of
    /// ``withInjectedValues(_:operation:)-(_,()->R)`` — for that scope only.
    public static subscript<K: InjectionKey>(key: K.Type) -> K.Value {
        @inlinable @inline(__always) get { InjectionStorage.value(of: key) }
        @inlinable set { InjectionStorage.install(newValue, for: key) }
    }

    /// Whether `key` has a value installed — for the process or by an enclosing scope — rather
    /// than its default.
    ///
    /// Test kits use it to list the ``RequiredInjectionKey``s a feature reads that nothing
    /// provides, before the first read stops the program.
    public static func hasInstalledValue<K: InjectionKey>(for key: K.Type) -> Bool {
        InjectionStorage.installedOrScoped(key) != nil
    }

    /// The value at `keyPath` in the current task; setting it works like the key subscript.
    ///
    /// ```swift
    /// InjectedValues[\.usersRepository] = MockedUsersRepository()
    /// ```
    public static subscript<T>(_ keyPath: WritableKeyPath<InjectedValues, T>) -> T {
        get { InjectedValues()[keyPath: keyPath] }
        set {
            var values = InjectedValues()
            values[keyPath: keyPath] = newValue
        }
    }

    /// The value of `key`, for use on the `$0` of a ``withInjectedValues(_:operation:)-(_,()->R)``
    /// update closure when the key has no property: `$0[APIClientKey.self] = Mock()`.
    public subscript<K: InjectionKey>(key: K.Type) -> K.Value {
        get { Self[key] }
        nonmutating set { Self[key] = newValue }
    }
}

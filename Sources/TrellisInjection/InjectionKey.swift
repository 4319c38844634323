/// Declares one injectable dependency and the value it has when nothing else was installed.
///
/// ```swift
/// private enum UsersRepositoryKey: InjectionKey {
///     static let defaultValue: any UsersRepository = RemoteUsersRepository()
/// }
///
/// extension InjectedValues {
///     var usersRepository: any UsersRepository {
///         get { Self[UsersRepositoryKey.self] }
///         set { Self[UsersRepositoryKey.self] = newValue }
///     }
/// }
/// ```
///
/// ## Lifetimes
/// The way `defaultValue` is declared chooses how long a value lives; Trellis adds no cache of
/// its own, so there is nothing to configure and nothing to get wrong:
/// - **One shared instance** — `static let defaultValue = Service()`. Made once, lazily and
///   thread-safely, on first read; every read returns it. This is the usual choice.
/// - **A new instance per read** — `static var defaultValue: Service { Service() }`. Every read
///   of the key makes a fresh value (an `@Injected` property reads once, when its owner is made,
///   so each owner gets its own).
/// - **Installed at run time** — `InjectedValues[\.service] = Service()` replaces the default
///   for the whole process with one shared instance; `withInjectedValues` replaces it for one
///   scope of work (a test, a preview) and the tasks it starts.
///
/// A key with no sensible default conforms to ``RequiredInjectionKey`` instead, and reading it
/// before a value was installed stops with a message naming the key and the line to add.
///
/// > Important: The seed declared `static var currentValue: Value`, a mutable global that Swift 6
/// > rejects as a data race. Declare `static let defaultValue` instead; ``currentValue`` still
/// > reads and writes the key through ``InjectedValues``.
public protocol InjectionKey: SendableMetatype {
    /// The type of the dependency. It crosses threads, so it is `Sendable`.
    associatedtype Value: Sendable

    /// The value read when none was installed.
    static var defaultValue: Value { get }
}

extension InjectionKey {
    /// The value the key has now in this task, read and written like the seed's key property.
    public static var currentValue: Value {
        get { InjectedValues[Self.self] }
        set { InjectedValues[Self.self] = newValue }
    }
}

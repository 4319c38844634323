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
/// ## What a test reads
/// A test must never run on a live dependency it forgot to replace. While a test runs (in a
/// test target that links TrellisTesting, under Swift Testing or XCTest), a read of a key that
/// nothing overrides — no trait, no `withOverrides`, no value installed for the process —
/// returns the key's ``testValue`` instead of its `defaultValue`. Each key chooses what that is:
/// - **Nothing declared** (the default): the read fails the test, naming the key, the line
///   that read it and the line to add, then returns the live default so the test goes on to
///   report its other failures. Right for anything that reaches the outside world.
/// - **A test double** — `static var testValue: any UsersRepository { InMemoryUsersRepository() }`:
///   every test that does not override the key gets it.
/// - **The default is safe** — `static var testValue: Formatter { defaultValue }`: a pure
///   value with no effect outside the process.
/// - **Unimplemented with a placeholder** — `static var testValue: any Analytics { unimplemented(NoAnalytics()) }`:
///   fails like the default, and hands the test the placeholder instead of the live value.
///
/// Outside tests, ``testValue`` is never read and a read costs what it always did.
///
/// > Important: The iOS Architecture Patterns notes declare `static var currentValue: Value`, a
/// > mutable global that Swift 6 rejects as a data race. Declare `static let defaultValue` instead; ``currentValue`` still
/// > reads and writes the key through ``InjectedValues``.
public protocol InjectionKey: SendableMetatype {
    /// The type of the dependency. It crosses threads, so it is `Sendable`.
    associatedtype Value: Sendable

    /// The value read when none was installed.
    static var defaultValue: Value { get }

    /// The value a test reads when nothing overrides the key; see "What a test reads".
    ///
    /// Evaluated at every such read, so a `static var` makes a fresh double for each test.
    static var testValue: Value { get }
}

extension InjectionKey {
    /// Fails the running test that read this key without overriding it, and returns the live
    /// default so the test can go on: a key declares its own `testValue` to change that.
    public static var testValue: Value {
        unimplemented(defaultValue)
    }

    /// Fails the running test that read this key without overriding it — naming the key, the
    /// line that read it, and the line that overrides it — and returns `placeholder`.
    ///
    /// ```swift
    /// private enum AnalyticsKey: InjectionKey {
    ///     static let defaultValue: any Analytics = LiveAnalytics()
    ///     static var testValue: any Analytics { unimplemented(NoAnalytics()) }
    /// }
    /// ```
    ///
    /// - Parameter placeholder: What the test gets instead, so it can go on; made only when
    ///   the key is read in a test.
    public static func unimplemented(_ placeholder: @autoclosure () -> Value) -> Value {
        TestValues.reportUnoverriddenRead(of: Self.self)
        return placeholder()
    }
}

extension InjectionKey {
    /// The value the key has now in this task, read and written like the key property of the
    /// iOS Architecture Patterns notes.
    public static var currentValue: Value {
        get { InjectedValues[Self.self] }
        set { InjectedValues[Self.self] = newValue }
    }
}

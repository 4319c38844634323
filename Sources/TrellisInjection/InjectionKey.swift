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
/// The way `defaultValue` is declared chooses how long a value lives outside tests; a key's
/// ``lifetime`` says how long its test value lives (once per test unless it says per read):
/// - **One shared instance** — `static let defaultValue = Service()`. Made once, lazily and
///   thread-safely, on first read; every read returns it. This is the usual choice.
/// - **A new instance per read** — `static var defaultValue: Service { Service() }`. Every read
///   of the key makes a fresh value (an `@Injected` property reads once, when its owner is made,
///   so each owner gets its own).
/// - **Kept as the key says** — `static let lifetime = InjectionLifetime.perScope` (one per
///   scope), `.weak` (shared while held) or `.scoped(.session)` (one until the session is
///   reset), with a computed `static var defaultValue` that makes each one.
/// - **Installed at run time** — `InjectedValues[\.service] = Service()` replaces the default
///   for the whole process with one shared instance; `withInjectedValues` replaces it for one
///   scope of work (a test, a preview) and the tasks it starts.
///
/// A key with no sensible default conforms to ``RequiredInjectionKey`` instead, and reading it
/// before a value was installed stops with a message naming the key and the line to add.
///
/// ## What a test reads
/// A test must never run on a live dependency. While a test runs (in a test target that links
/// TrellisTesting, under Swift Testing or XCTest), a read of a key the test does not name —
/// no trait, no `withOverrides` — gets the key's ``testValue``, never its `defaultValue` nor a
/// value the app's start-up installed. Each key chooses what that is:
/// - **A test double** — `static var testValue: any UsersRepository { InMemoryUsersRepository() }`.
/// - **The default is safe** — `static var testValue: Formatter { defaultValue }`: a pure
///   value with no effect outside the process.
/// - **A placeholder** — `static var testValue: any Analytics { unimplemented(NoAnalytics()) }`:
///   the read fails the test, naming the key, the reading line and the line to add, and the
///   test goes on with the placeholder.
/// - **Nothing declared**: as a placeholder, when the kit can make one (`nil` for an optional
///   value); otherwise the live value cannot be handed out and there is nothing to go on with,
///   so the program stops with the same message.
///
/// A test value is made once per test: the `NoteWriter` and the `NoteList` a test builds share
/// one in-memory store, and tests running in parallel each get their own. It is let go when
/// the test ends (under a Trellis trait or XCTest). A key whose ``lifetime`` is
/// ``InjectionLifetime/perRead`` gets a new one at every read instead.
///
/// Outside tests, ``testValue`` is never read and a read costs what it always did.
///
/// ## What a preview reads
/// A SwiftUI preview runs in a process Xcode starts with `XCODE_RUNNING_FOR_PREVIEWS=1`, and
/// must not reach the network or the app's database either. There, a read of a key the preview
/// does not override (`withOverrides`, or a value the preview installed) gets the key's
/// ``previewValue``, made once for the preview: sample data the key declares, or by default its
/// ``testValue``, with a message naming the key and the reading line on standard error. A key
/// that gives neither stops the preview with that message rather than run live.
///
/// > Important: The iOS Architecture Patterns notes declare `static var currentValue: Value`, a
/// > mutable global that Swift 6 rejects as a data race. Declare `static let defaultValue` instead; ``currentValue`` still
/// > reads and writes the key through ``InjectedValues``.
public protocol InjectionKey: SendableMetatype {
    /// The type of the dependency. It crosses threads, so it is `Sendable`.
    associatedtype Value: Sendable

    /// The value read when none was installed.
    static var defaultValue: Value { get }

    /// The value a test reads when it does not name the key; see "What a test reads".
    ///
    /// Made once per test (see ``lifetime``), so a `static var` gives each test its own double.
    static var testValue: Value { get }

    /// The value a SwiftUI preview reads when it does not name the key; see "What a preview
    /// reads".
    ///
    /// Made once for the preview's process, as ``lifetime`` allows.
    static var previewValue: Value { get }

    /// How long the key's values live; ``InjectionLifetime/declared`` unless the key says so.
    static var lifetime: InjectionLifetime { get }
}

extension InjectionKey {
    /// Fails the running test that read this key without naming it: with a placeholder where
    /// the kit can make one, otherwise by stopping, since the live value must not run.
    public static var testValue: Value {
        unimplemented()
    }

    /// The key's ``testValue``, which never reaches a live service, with a message naming the
    /// key and the line that read it: a preview that needs a richer value declares one.
    public static var previewValue: Value {
        PreviewValues.testValueStandingIn(for: Self.self)
    }

    /// As the `defaultValue` is declared, with a test value made once per test.
    public static var lifetime: InjectionLifetime { .declared }

    /// Fails the running test that read this key without naming it, and returns the only
    /// placeholder the kit can make for any type: `nil`, for an optional value. For any other
    /// type there is nothing to go on with, so the program stops with the same message.
    public static func unimplemented() -> Value {
        if let optional = Value.self as? any ExpressibleByNilLiteral.Type, let placeholder = optional.init(nilLiteral: ()) as? Value {
            if PreviewValues.current != nil {
                PreviewValues.report(Self.self, goesOnWith: "nil")
            } else {
                TestValues.reportUnoverriddenRead(of: Self.self)
            }
            return placeholder
        }
        if PreviewValues.current != nil { PreviewValues.stop(Self.self) }
        TestValues.stopUnoverriddenRead(of: Self.self)
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
        if PreviewValues.current != nil {
            PreviewValues.report(Self.self, goesOnWith: "its placeholder")
        } else {
            TestValues.reportUnoverriddenRead(of: Self.self)
        }
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

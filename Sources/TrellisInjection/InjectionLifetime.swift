/// How long a key's value lives, declared by the key.
///
/// ```swift
/// private enum ReceiptPrinterKey: InjectionKey {
///     static let defaultValue: any ReceiptPrinter = LiveReceiptPrinter()
///     static var testValue: any ReceiptPrinter { RecordingReceiptPrinter() }
///     static let lifetime = InjectionLifetime.perRead   // a new double at every read
/// }
/// ```
///
/// The lifetimes that keep a value — ``perScope``, ``weak`` and ``scoped(_:)`` — make it from a
/// computed `static var defaultValue` (or `testValue`, in a test), and read it back through a
/// lock rather than the lock-free path of ``declared``.
public struct InjectionLifetime: Sendable, Equatable {
    @usableFromInline enum Kind: Sendable, Equatable {
        case declared, perRead, perScope, weak
        case scoped(InjectionScope)
    }

    @usableFromInline let kind: Kind

    /// As `defaultValue` is declared — a `static let` is one shared instance, a computed
    /// `static var` a new one per read — and a test value made once per test, shared by
    /// everything the test builds and every task it starts. The default.
    public static let declared = InjectionLifetime(kind: .declared)

    /// A new value at every read, a test's double included: each `@Injected` owner gets its own.
    public static let perRead = InjectionLifetime(kind: .perRead)

    /// One value per scope, made on its first read there: one for the process, one for each
    /// `withOverrides` that sets something (a request a server handles in a scope of its own),
    /// one per test. A read made while an update closure runs gets the enclosing scope's.
    public static let perScope = InjectionLifetime(kind: .perScope)

    /// Shared while something holds it: a read gets the value an earlier read made for as long
    /// as some owner still holds it, and a new one once every owner has let go. For a class
    /// value (an image cache, a player); any other value stops at its first read, as nothing
    /// can hold it weakly.
    public static let weak = InjectionLifetime(kind: .weak)

    /// One value per `scope` until it is reset: after `scope.reset()`, the next read of every
    /// key of the scope makes a new value.
    ///
    /// ```swift
    /// extension InjectionScope {
    ///     static let session = InjectionScope("session")
    /// }
    ///
    /// private enum CartKey: InjectionKey {
    ///     static var defaultValue: Cart { Cart() }
    ///     static let lifetime = InjectionLifetime.scoped(.session)
    /// }
    /// ```
    ///
    /// - Parameter scope: The scope whose ``InjectionScope/reset(fileID:line:)`` lets go of the value.
    public static func scoped(_ scope: InjectionScope) -> InjectionLifetime {
        InjectionLifetime(kind: .scoped(scope))
    }

    /// Whether a value of this lifetime is kept somewhere other than the key's declaration.
    var isKept: Bool {
        switch kind {
        case .declared, .perRead: false
        case .perScope, .weak, .scoped: true
        }
    }
}

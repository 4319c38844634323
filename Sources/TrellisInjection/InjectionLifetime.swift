/// How long a key's value lives, declared by the key.
///
/// ```swift
/// private enum ReceiptPrinterKey: InjectionKey {
///     static let defaultValue: any ReceiptPrinter = LiveReceiptPrinter()
///     static var testValue: any ReceiptPrinter { RecordingReceiptPrinter() }
///     static let lifetime = InjectionLifetime.perRead   // a new double at every read
/// }
/// ```
public struct InjectionLifetime: Sendable, Equatable {
    @usableFromInline enum Kind: Sendable, Equatable {
        case declared, perRead
    }

    @usableFromInline let kind: Kind

    /// As `defaultValue` is declared — a `static let` is one shared instance, a computed
    /// `static var` a new one per read — and a test value made once per test, shared by
    /// everything the test builds and every task it starts. The default.
    public static let declared = InjectionLifetime(kind: .declared)

    /// A new value at every read, a test's double included: each `@Injected` owner gets its own.
    public static let perRead = InjectionLifetime(kind: .perRead)
}

import TrellisStorage

/// A dependency with no default: the app must install one before anything reads it.
///
/// Use it for a value only the app can make (a configured API client, the signed-in user's
/// session), so that forgetting to install it is a clear stop at the first read — naming the
/// line that read it — instead of a silent placeholder.
///
/// ```swift
/// enum APIClientKey: RequiredInjectionKey {
///     typealias Value = any APIClient
/// }
///
/// // At start-up:
/// InjectedValues[APIClientKey.self] = LiveAPIClient(baseURL: url)
/// ```
///
/// Installing never reads the key, so `InjectedValues[\.apiClient] = client` is safe before
/// any value exists.
public protocol RequiredInjectionKey: InjectionKey {}

extension RequiredInjectionKey {
    /// Stops with a message that names the key and how to install a value. Reads through
    /// ``InjectedValues`` stop before reaching it, naming the reader's line instead.
    public static var defaultValue: Value {
        CallerLocation().stop(StartUp.missingValue(for: Self.self, readAt: CallerLocation()).message)
    }

    /// Stops as a read outside a test does, naming the key and the line to add: there is no
    /// value to go on with. Declare a `testValue` to give every test one.
    public static var testValue: Value {
        let caller = TestValues.reader ?? CallerLocation()
        caller.stop(StartUp.missingValue(for: Self.self, readAt: caller).message)
    }
}

/// A dependency with no default: the app must install one before anything reads it.
///
/// Use it for a value only the app can make (a configured API client, the signed-in user's
/// session), so that forgetting to install it is a clear stop at the first read instead of a
/// silent placeholder.
///
/// ```swift
/// enum APIClientKey: RequiredInjectionKey {
///     typealias Value = any APIClient
/// }
///
/// // At start-up:
/// InjectedValues[APIClientKey.self] = LiveAPIClient(baseURL: url)
/// ```
public protocol RequiredInjectionKey: InjectionKey {}

extension RequiredInjectionKey {
    /// Stops with a message that names the key and how to install a value.
    public static var defaultValue: Value {
        InjectionFailure.missingValue(for: Self.self).stop()
    }
}

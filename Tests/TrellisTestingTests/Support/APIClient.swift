import Trellis

/// A configured client that only the app can make: no default.
protocol APIClient: Sendable {
    var baseURL: String { get }
}

struct StubAPIClient: APIClient {
    var baseURL = "https://example.invalid"
}

enum APIClientKey: RequiredInjectionKey {
    typealias Value = any APIClient
}

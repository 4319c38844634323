import Trellis

/// The database has no sensible default: it must be installed.
public struct DatabaseKey: RequiredInjectionKey {
    public typealias Value = Database
}

extension InjectedValues {
    public var database: Database {
        get { Self[DatabaseKey.self] }
        set { Self[DatabaseKey.self] = newValue }
    }
}

public struct Database: Sendable {
    public init() {}
}

public final class PhotoStore {
    @Injected(\.database) var database: Database

    public init() {}
}

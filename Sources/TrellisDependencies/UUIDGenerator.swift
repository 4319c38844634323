#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Makes identifiers: a feature that creates records reads it from `InjectedValues[\.uuid]`,
/// so a test knows which identifiers they get.
///
/// ```swift
/// struct Todo: Equatable {
///     var id: UUID
///     var title: String
/// }
///
/// struct TodoMaker {
///     @Injected(\.uuid) var uuid: UUIDGenerator
///
///     func makeTodo(_ title: String) -> Todo {
///         Todo(id: uuid(), title: title)
///     }
/// }
/// ```
///
/// The live generator answers a random `UUID()` on every call. TrellisTesting's
/// `UUIDGenerator.incrementing` answers 00000000-0000-0000-0000-000000000000, then …01, …02,
/// so a test can write the identifiers it expects.
public struct UUIDGenerator: Sendable {
    private let generate: @Sendable () -> UUID

    /// Makes a generator that answers what `generate` returns on each call.
    ///
    /// - Parameter generate: Called once per identifier, from any thread.
    public init(_ generate: @escaping @Sendable () -> UUID) {
        self.generate = generate
    }

    /// A new identifier.
    public func callAsFunction() -> UUID {
        generate()
    }
}

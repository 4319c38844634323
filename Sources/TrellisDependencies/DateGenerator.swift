#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Tells the current date: a feature that stamps or compares dates reads it from
/// `InjectedValues[\.date]`, so a test can fix "now".
///
/// ```swift
/// struct Note: Equatable {
///     var text: String
///     var createdAt: Date
/// }
///
/// struct NoteMaker {
///     @Injected(\.date) var date: DateGenerator
///
///     func makeNote(_ text: String) -> Note {
///         Note(text: text, createdAt: date.now)
///     }
/// }
/// ```
///
/// A generator is a closure, not a stored date, so the live one answers a new date every
/// time and a test's can answer a fixed one (TrellisTesting's `DateGenerator.constant(_:)`)
/// or a sequence of its own.
public struct DateGenerator: Sendable {
    private let generate: @Sendable () -> Date

    /// Makes a generator that answers what `generate` returns, every time it is asked.
    ///
    /// - Parameter generate: Called on every read of ``now`` or call of the generator, from
    ///   any thread.
    public init(_ generate: @escaping @Sendable () -> Date) {
        self.generate = generate
    }

    /// The current date, as this generator tells it.
    public var now: Date {
        generate()
    }

    /// The current date, as this generator tells it: `date()` reads like `Date()`.
    public func callAsFunction() -> Date {
        generate()
    }
}

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif
public import TrellisDependencies

extension DateGenerator {
    /// A generator that always answers `date`, so the dates a feature stamps can be expected
    /// with `==`.
    ///
    /// ```swift
    /// @Test(.injecting(\.date, .constant(Date(timeIntervalSince1970: 1_000_000_000))))
    /// func theNoteIsStampedWithNow() {
    ///     let stamped = InjectedValues[\.date].now
    ///     #expect(stamped == Date(timeIntervalSince1970: 1_000_000_000))
    /// }
    /// ```
    ///
    /// - Parameter date: The date every read answers.
    public static func constant(_ date: Date) -> DateGenerator {
        DateGenerator { date }
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
public import TrellisInjection

/// The current date, as an injected value.
enum DateGeneratorKey: InjectionKey {
    static let defaultValue = DateGenerator { Date() }
    /// Fails each call, and answers the first instant of 2001 rather than the live date.
    static var testValue: DateGenerator {
        let fail = unimplementedCall
        return DateGenerator {
            fail("date()")
            return Date(timeIntervalSinceReferenceDate: 0)
        }
    }
}

extension InjectedValues {
    /// Tells the current date. Live: the system's date, new on every read.
    ///
    /// A test puts a generator whose answer it knows here — TrellisTesting's
    /// `DateGenerator.constant(_:)` for a fixed date, or `DateGenerator { … }` for one
    /// computed from the test's own state — so that dates a feature stamps can be compared
    /// with `==`.
    public var date: DateGenerator {
        get { Self[DateGeneratorKey.self] }
        set { Self[DateGeneratorKey.self] = newValue }
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
public import TrellisInjection

/// The maker of new identifiers, as an injected value.
enum UUIDGeneratorKey: InjectionKey {
    static let defaultValue = UUIDGenerator { UUID() }
    /// Fails each call, and answers the all-zero UUID rather than a random one.
    static var testValue: UUIDGenerator {
        let fail = unimplementedCall
        return UUIDGenerator {
            fail("uuid()")
            return UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
        }
    }
}

extension InjectedValues {
    /// Makes new identifiers. Live: a random `UUID()` per call.
    ///
    /// A test puts TrellisTesting's `UUIDGenerator.incrementing` here, so the identifiers a
    /// feature creates are 00000000-0000-0000-0000-000000000000, …01, …02 in the order it
    /// asks for them, and the test can name them.
    public var uuid: UUIDGenerator {
        get { Self[UUIDGeneratorKey.self] }
        set { Self[UUIDGeneratorKey.self] = newValue }
    }
}

import Foundation
import Testing
import TrellisInjection
import TrellisTesting
@testable import TrellisDependencies

struct UUIDGeneratorKeyTests {
    @Test func theLiveGeneratorMakesANewRandomIdentifierPerCall() {
        let uuid = UUIDGeneratorKey.defaultValue

        let first = uuid()
        let second = uuid()

        #expect(first != second)
        // A random (version 4) UUID: the version nibble is 4, the variant bits 10.
        #expect(first.uuid.6 >> 4 == 4)
        #expect(first.uuid.8 >> 6 == 0b10)
    }

    @Test(.injecting { $0.uuid = .incrementing })
    func theTraitMakesTheIdentifiersKnown() {
        let uuid = InjectedValues[\.uuid]

        #expect(uuid() == UUID(uuidString: "00000000-0000-0000-0000-000000000000"))
        #expect(uuid() == UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
    }

    @Test func aScopeReplacesTheGenerator() {
        let fixed = UUID(uuidString: "DEADBEEF-0000-4000-8000-000000000000")!

        let made = withOverrides { $0.uuid = UUIDGenerator { fixed } } operation: {
            InjectedValues[\.uuid]()
        }

        #expect(made == fixed)
    }
}

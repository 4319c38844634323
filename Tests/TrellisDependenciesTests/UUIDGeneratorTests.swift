import Foundation
import Testing
import TrellisDependencies

struct UUIDGeneratorTests {
    @Test func everyCallAsksTheClosure() {
        let calls = Calls()
        let uuid = UUIDGenerator { UUID(uuidString: "00000000-0000-0000-0000-00000000000\(calls.next())")! }

        #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000000")
        #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000001")
    }
}

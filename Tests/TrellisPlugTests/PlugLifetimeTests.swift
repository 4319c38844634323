import SeedExamples
import Testing
import TrellisInjection
import TrellisPlug

@Suite struct PlugLifetimeTests {
    @Test func plugToSharesOneInstanceAcrossCalls() throws {
        let counter = InstanceCounter()
        try withOverrides {
            $0.plug(CountLikes.self, to: CountingCountLikes(counter: counter))
        } operation: {
            let serials = try (0..<3).map { _ in try action(CountLikes.self, Photo(identifier: 1)) }
            #expect(serials == [1, 1, 1])
        }
        #expect(counter.count == 1)
    }

    @Test func factoryMakesAFreshInstancePerCall() throws {
        let counter = InstanceCounter()
        try withOverrides { _ in
            Actions.plug(CountLikes.self, factory: { CountingCountLikes(counter: counter) })
        } operation: {
            let serials = try (0..<3).map { _ in try action(CountLikes.self, Photo(identifier: 1)) }
            #expect(serials == [1, 2, 3])
        }
    }
}

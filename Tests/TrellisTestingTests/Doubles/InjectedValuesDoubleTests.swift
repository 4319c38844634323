import Synchronization
import Testing
import Trellis
import TrellisTesting

private protocol PaymentGateway: Sendable {
    func charge(_ cents: Int) -> Bool
}

private final class ScriptedGateway: PaymentGateway {
    private let state: Mutex<(answers: [Bool], charges: [Int])>
    init(answers: [Bool]) { state = Mutex((answers, [])) }

    func charge(_ cents: Int) -> Bool {
        state.withLock { state in
            state.charges.append(cents)
            return state.answers.isEmpty ? false : state.answers.removeFirst()
        }
    }

    var charges: [Int] { state.withLock { $0.charges } }
}

private enum PaymentGatewayKey: InjectionKey {
    static let defaultValue: any PaymentGateway = ScriptedGateway(answers: [])
    static var testValue: any PaymentGateway { ScriptedGateway(answers: []) }
}

extension InjectedValues {
    fileprivate var paymentGateway: any PaymentGateway {
        get { Self[PaymentGatewayKey.self] }
        set { Self[PaymentGatewayKey.self] = newValue }
    }
}

/// Charges once, and once more if the card is declined.
private struct Checkout {
    @Injected(\.paymentGateway) var gateway: any PaymentGateway
    func pay(_ cents: Int) -> Bool { gateway.charge(cents) || gateway.charge(cents) }
}

/// A double made in a trait is the test's own, reached typed from the body.
@Suite struct InjectedValuesDoubleTests {
    @Test(.injecting { $0.paymentGateway = ScriptedGateway(answers: [false, true]) })
    func aDoubleMadeInATraitIsReachedTypedFromTheBody() throws {
        let gateway = try InjectedValues.double(\.paymentGateway, as: ScriptedGateway.self)
        #expect(Checkout().pay(500))
        #expect(gateway.charges == [500, 500])
    }

    @Test(.injecting { $0.paymentGateway = ScriptedGateway(answers: [true]) }, arguments: [100, 200, 300])
    func parallelTestsEachReachTheirOwnDouble(cents: Int) throws {
        let gateway = try InjectedValues.double(\.paymentGateway, as: ScriptedGateway.self)
        #expect(Checkout().pay(cents))
        #expect(gateway.charges == [cents])
    }

    @Test func askingForAnotherTypeThrowsNamingBoth() {
        withOverrides { $0.paymentGateway = AlwaysApproves() } operation: {
            #expect {
                _ = try InjectedValues.double(\.paymentGateway, as: ScriptedGateway.self)
            } throws: { error in
                let text = String(describing: error)
                return text.contains("asked for its PaymentGateway as a ScriptedGateway") && text.contains("it reads a AlwaysApproves")
            }
        }
    }
}

private struct AlwaysApproves: PaymentGateway {
    func charge(_ cents: Int) -> Bool { true }
}

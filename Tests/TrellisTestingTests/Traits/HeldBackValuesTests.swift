import Synchronization
import Testing
import Trellis
import TrellisTesting

// A checkout whose start-up installs a live inventory and a live payment gateway, and plugs
// the action that charges through the gateway, as an app's start-up does.

private protocol PaymentGateway: Sendable {
    func charge(_ cents: Int) -> String
}

/// Counts the charges that reached the live gateway: a test must never add to it.
private let liveCharges = Atomic<Int>(0)

private struct LiveGateway: PaymentGateway {
    func charge(_ cents: Int) -> String {
        liveCharges.add(1, ordering: .relaxed)
        return "live-transaction"
    }
}

private struct ScriptedGateway: PaymentGateway {
    let id: String
    func charge(_ cents: Int) -> String { id }
}

private struct FailingGateway: PaymentGateway {
    let fail: UnimplementedCall
    func charge(_ cents: Int) -> String {
        fail("charge(_:)")
        return "no transaction"
    }
}

private enum PaymentGatewayKey: InjectionKey {
    static let defaultValue: any PaymentGateway = LiveGateway()
    static var testValue: any PaymentGateway { FailingGateway(fail: unimplementedCall) }
}

private enum InventoryKey: InjectionKey {
    static let defaultValue: [String: Int] = ["pod": 1]
    static var testValue: [String: Int] { [:] }
}

extension InjectedValues {
    fileprivate var paymentGateway: any PaymentGateway {
        get { Self[PaymentGatewayKey.self] }
        set { Self[PaymentGatewayKey.self] = newValue }
    }

    fileprivate var inventory: [String: Int] {
        get { Self[InventoryKey.self] }
        set { Self[InventoryKey.self] = newValue }
    }
}

private enum Checkout: SyncAction {
    typealias Input = Int
    typealias Output = String
    typealias Failure = Never
}

/// Resolves the gateway once, when the start-up makes it.
private struct GatewayCheckout: SyncPerforming {
    @Injected(\.paymentGateway) var gateway: any PaymentGateway
    func perform(_ cents: Int) -> String { gateway.charge(cents) }
}

private func configureCheckout(_ app: inout InjectedValues) {
    app.inventory = ["pod": 3]
    app.paymentGateway = LiveGateway()
    app.plug(Checkout.self, to: GatewayCheckout())
}

/// `@Test(.overriding(configureApp))` gives a test the app's wiring with doubles underneath: the
/// start-up's plugs go in, the values it installs are held back, and a key the test does not
/// name reads its test value — never the live one.
@Suite struct HeldBackValuesTests {
    @Test(.overriding(configureCheckout), .injecting(\.inventory, ["pod": 9]))
    func aTestThatPinsTheInventoryButForgetsTheGatewayNeverReachesTheLiveGateway() {
        let before = liveCharges.load(ordering: .relaxed)
        var transaction = ""
        withKnownIssue {
            transaction = Checkout.perform(500)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("The test called charge(_:) on the placeholder of TrellisTestingTests.PaymentGatewayKey") }
        }
        #expect(transaction == "no transaction")
        #expect(liveCharges.load(ordering: .relaxed) == before)
        // The pinned value is the one the test named
        #expect(InjectedValues[\.inventory] == ["pod": 9])
    }

    @Test(.overriding(configureCheckout), .injecting(\.paymentGateway, ScriptedGateway(id: "scripted")))
    func aNamedGatewayIsTheOneTheStartUpsActionCharges() {
        #expect(Checkout.perform(500) == "scripted")
        // The inventory the start-up installed is held back too: its test value is read
        #expect(InjectedValues[\.inventory] == [:])
    }

    @Test(.injecting { configureCheckout(&$0) })
    func aStartUpTheTestNamesWithInjectingIsKept() {
        // `.injecting` is the test naming values: everything it sets is the test's own
        #expect(InjectedValues[\.inventory] == ["pod": 3])
    }
}

/// The order trap: a start-up run inside `withOverrides`, then a double written after it. The
/// implementation the start-up made already holds the gateway it read; the test is told exactly
/// that, at the line that read it.
@Suite struct WriteAfterReadTests {
    @Test func aDoubleWrittenAfterTheStartUpReadTheKeyIsReportedAtTheReadingLine() {
        let before = liveCharges.load(ordering: .relaxed)
        var transaction = ""
        withKnownIssue {
            withOverrides {
                configureCheckout(&$0)
                $0.paymentGateway = ScriptedGateway(id: "fake")
            } operation: {
                transaction = Checkout.perform(500)
            }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("TrellisTestingTests.PaymentGatewayKey (PaymentGateway) was read here while an update closure was still running")
                && text.contains("$0.pinning")
                && issue.sourceLocation?.fileName == "HeldBackValuesTests.swift"
        }
        // What the start-up made holds what it read: the live gateway it had just installed
        #expect(transaction == "live-transaction")
        #expect(liveCharges.load(ordering: .relaxed) == before + 1)
    }

    @Test func aDoublePinnedBeforeTheStartUpIsWhatItsActionsRead() {
        let transaction = withOverrides {
            $0.pinning { $0.paymentGateway = ScriptedGateway(id: "fake") }
            configureCheckout(&$0)
        } operation: { Checkout.perform(500) }
        #expect(transaction == "fake")
    }
}

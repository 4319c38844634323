import Synchronization
import Testing
import TrellisInjection
import TrellisLeaks

private final class Cart: Sendable {
    let items = Mutex<[String]>([])
}

extension InjectionScope {
    fileprivate static let session = InjectionScope("session")
}

private enum CartKey: InjectionKey {
    static let defaultValue = Cart()
    static var testValue: Cart { Cart() }
    static let lifetime = InjectionLifetime.scoped(.session)
}

/// A screen's model that keeps the cart it read when it was made.
@MainActor
private final class CartBadgeModel {
    @Injected(CartKey.self) var cart
}

/// An `InjectionScope`, a signed-in session: one value per key until sign-out resets it.
@Suite struct InjectionScopeTests {
    @Test func aScopedValueIsSharedUntilTheScopeIsReset() {
        let before = InjectedValues[CartKey.self]
        before.items.withLock { $0.append("towel") }
        #expect(InjectedValues[CartKey.self] === before)

        InjectionScope.session.reset()

        let after = InjectedValues[CartKey.self]
        #expect(after !== before)
        #expect(after.items.withLock { $0 }.isEmpty)
        #expect(InjectedValues[CartKey.self] === after)
    }

    @MainActor
    @Test func aHolderThatOutlivesTheResetIsReportedWithTheLinesThatReadIt() throws {
        let detector = LeakDetector(gracePeriod: .seconds(60))
        detector.onReport = { _ in }
        let badge = CartBadgeModel()  // keeps the session's cart
        let resetLine = #line + 1
        LeakDetector.$current.withValue(detector) { InjectionScope.session.reset() }

        let reports = detector.checkNow()
        #expect(reports.count == 1)
        let report = try #require(reports.first)
        #expect(report.typeName == "Cart")
        #expect(report.resetScope == "session")
        #expect(report.dismissedAt == "TrellisInjectionTests/InjectionScopeTests.swift:\(resetLine)")
        // The line of the holder's `@Injected`: where what still holds the cart was made.
        #expect(report.handedOutAt == ["TrellisInjectionTests/InjectionScopeTests.swift:23"])
        #expect(report.logLine.contains("Cart of the session scope is still alive"))
        #expect(badge.cart !== InjectedValues[CartKey.self])
    }

    @MainActor
    @Test func aValueNothingHoldsAfterTheResetIsNotReported() {
        let detector = LeakDetector(gracePeriod: .seconds(60))
        detector.onReport = { _ in }
        _ = CartBadgeModel().cart
        LeakDetector.$current.withValue(detector) { InjectionScope.session.reset() }
        #expect(detector.checkNow().isEmpty)
    }
}

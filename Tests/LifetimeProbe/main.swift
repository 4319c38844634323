// An app's process reading keys of every lifetime, where no test runs: the lifetime tests
// start it and read what it prints on standard output; the kit's messages go to standard error.
//
//     lifetime-probe               reads keys of each lifetime and prints what each read got
//     lifetime-probe weak-struct   reads a key whose lifetime is weak but whose value is a struct

import Synchronization
import TrellisInjection
import TrellisLeaks

/// Numbers every object made, so the output says which reads got the same one.
nonisolated final class Made: Sendable {
    private static let count = Atomic<Int>(0)
    let number = Made.count.add(1, ordering: .relaxed).newValue
}

private enum UnitOfWorkKey: InjectionKey {
    static var defaultValue: Made { Made() }
    static let lifetime = InjectionLifetime.perScope
}

private enum ImageCacheKey: InjectionKey {
    static var defaultValue: Made { Made() }
    static let lifetime = InjectionLifetime.weak
}

extension InjectionScope {
    static let session = InjectionScope("session")
}

private enum CartKey: InjectionKey {
    static var defaultValue: Made { Made() }
    static let lifetime = InjectionLifetime.scoped(.session)
}

private enum RequestIDKey: InjectionKey {
    static let defaultValue = 0
}

private enum FormatterKey: InjectionKey {
    static var defaultValue: Int { 7 }
    static let lifetime = InjectionLifetime.weak
}

/// Keeps the cart it read at start-up, and so outlives a sign-out with the old one.
@MainActor final class CartBadge {
    @Injected(CartKey.self) var cart
}

func number<K: InjectionKey>(_ key: K.Type) -> Int where K.Value == Made {
    InjectedValues[key].number
}

@main
enum LifetimeProbe {
    @MainActor
    static func main() async {
        if CommandLine.arguments.dropFirst().first == "weak-struct" {
            print("formatter=\(InjectedValues[FormatterKey.self])")
            return
        }
        // One per scope: the process's, and one for each scope that sets something.
        print("unit of work: process=\(number(UnitOfWorkKey.self)) again=\(number(UnitOfWorkKey.self))")
        for request in 1...2 {
            withOverrides { $0[RequestIDKey.self] = request } operation: {
                print("unit of work: request \(request)=\(number(UnitOfWorkKey.self)) again=\(number(UnitOfWorkKey.self))")
            }
        }
        // Weak: shared while held, new once let go.
        var held: Made? = InjectedValues[ImageCacheKey.self]
        print("image cache: held=\(held!.number) read=\(number(ImageCacheKey.self))")
        held = nil
        print("image cache: after release=\(number(ImageCacheKey.self))")
        _ = held
        // Scoped: one per scope until reset; a holder that outlives the reset is reported.
        let detector = LeakDetector(gracePeriod: .zero)
        detector.onReport = { _ in }
        let badge = CartBadge()
        print("cart: badge=\(badge.cart.number) read=\(number(CartKey.self))")
        LeakDetector.$current.withValue(detector) { InjectionScope.session.reset() }
        print("cart: after reset=\(number(CartKey.self)) again=\(number(CartKey.self))")
        for report in detector.checkNow() {
            print("report: \(report.logLine)")
        }
        print("badge still holds=\(badge.cart.number)")
    }
}

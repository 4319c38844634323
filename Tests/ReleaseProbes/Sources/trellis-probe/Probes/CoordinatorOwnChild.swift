import Trellis

final class CheckoutCoordinator: Coordinator {
    let children = CoordinatorChildren()
    func start() {}
}

/// Starts a coordinator as its own child, which would make `finish()` endless.
@MainActor func startACoordinatorAsItsOwnChild() {
    let checkout = CheckoutCoordinator()
    misuseOnNextLine()
    checkout.startChild(checkout)
}

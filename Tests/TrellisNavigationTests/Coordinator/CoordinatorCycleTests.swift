import Testing
import TrellisNavigation

/// A coordinator with nothing to show, named so a message can be read.
private final class FlowStep: Coordinator, CustomStringConvertible {
    let children = CoordinatorChildren()
    let name: String
    nonisolated init(_ name: String) { self.name = name }
    func start() {}
    nonisolated var description: String { name }
}

/// Making a flow a cycle stops at the caller's line, naming the coordinators and the fix.
struct CoordinatorCycleTests {
    @Test func aCoordinatorCannotBeItsOwnChild() async {
        // Given / When
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let step = FlowStep("checkout")
                step.startChild(step)
            }
        }

        // Then
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("Trellis: checkout cannot start itself as its own child"))
        #expect(output.contains("Start a new FlowStep as the child instead"))
        #expect(output.contains("CoordinatorCycleTests.swift:"))
    }

    @Test func twoCoordinatorsCannotRunEachOther() async {
        // Given / When
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let cart = FlowStep("cart")
                let payment = FlowStep("payment")
                cart.startChild(payment)
                payment.startChild(cart)
            }
        }

        // Then
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("payment cannot start cart as its child: cart already runs payment"))
        #expect(output.contains("cycle cart → payment → cart"))
        #expect(output.contains("CoordinatorCycleTests.swift:"))
    }

    @Test func aLongerCycleIsRefused() async {
        // Given / When
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let cart = FlowStep("cart")
                let payment = FlowStep("payment")
                let receipt = FlowStep("receipt")
                cart.startChild(payment)
                payment.startChild(receipt)
                receipt.startChild(cart)
            }
        }

        // Then
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("cycle cart → payment → receipt → cart"))
    }

    @Test @MainActor func aCoordinatorMayRunItsGrandparentsSiblingFlow() {
        // Given: two flows side by side under one root.
        let root = FlowStep("root")
        let cart = root.startChild(FlowStep("cart"))
        let payment = cart.startChild(FlowStep("payment"))
        let help = root.startChild(FlowStep("help"))

        // When: a sibling flow moves under the deepest step, which is no cycle.
        payment.startChild(help)

        // Then
        #expect(payment.children.contains(help))
        #expect(!root.children.contains(help))
    }
}

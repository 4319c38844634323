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

/// Coordinators started each as the child of the one before, then the first as the child of
/// the last, and what the message must say.
struct FlowCycle: Sendable, CustomTestStringConvertible {
    let steps: [String]
    let fragments: [String]
    var testDescription: String { (steps + steps.prefix(1)).joined(separator: " → ") }
}

/// Making a flow a cycle stops at the caller's line, naming the coordinators and the fix.
struct CoordinatorCycleTests {
    static let cycles = [
        FlowCycle(steps: ["checkout"], fragments: [
            "Trellis: checkout cannot start itself as its own child",
            "Start a new FlowStep as the child instead",
        ]),
        FlowCycle(steps: ["cart", "payment"], fragments: [
            "Trellis: payment cannot start cart as its child: cart already runs payment",
            "cycle cart → payment → cart",
        ]),
        FlowCycle(steps: ["cart", "payment", "receipt"], fragments: [
            "Trellis: receipt cannot start cart as its child",
            "cycle cart → payment → receipt → cart",
        ]),
    ]

    @Test(arguments: cycles)
    func aFlowThatWouldBecomeACycleStops(_ cycle: FlowCycle) async {
        // Given / When
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            [steps = cycle.steps as [String]] in
            await MainActor.run {
                let flow = steps.map(FlowStep.init)
                for (parent, child) in zip(flow, flow.dropFirst()) {
                    parent.startChild(child)
                }
                flow[flow.count - 1].startChild(flow[0])
            }
        }

        // Then
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        for fragment in cycle.fragments {
            #expect(output.contains(fragment))
        }
        #expect(output.contains("TrellisNavigationTests/CoordinatorCycleTests.swift:"))
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

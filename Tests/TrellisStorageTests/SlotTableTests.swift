@testable import TrellisStorage
import Testing

/// A distinct type for every nesting depth, so a test can make thousands of keys at run time.
private enum Nest<Inner> {}

private final class Slot: Sendable {
    let depth: Int
    init(_ depth: Int) { self.depth = depth }
}

@Suite struct SlotTableTests {
    @Test func growsPastItsFirstCapacityAndFindsEveryKey() {
        // Given 3,000 distinct types, each given a slot
        let table = SlotTable<Slot>()
        var keys: [ObjectIdentifier] = []
        func add<T>(_: T.Type, depth: Int) {
            keys.append(ObjectIdentifier(T.self))
            _ = table.slot(for: ObjectIdentifier(T.self)) { Slot(depth) }
            if depth < 3_000 { add(Nest<T>.self, depth: depth + 1) }
        }
        add(Int.self, depth: 1)
        // Then every key finds its own slot, and an unknown one finds none
        for (index, key) in keys.enumerated() {
            #expect(table.slot(for: key)?.takeUnretainedValue().depth == index + 1)
        }
        #expect(table.slot(for: ObjectIdentifier(String.self)) == nil)
        #expect(table.allSlots.count == 3_000)
    }

    @Test func makesASlotOnceEvenWhenAskedConcurrently() async {
        let table = SlotTable<Slot>()
        let made = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<8 {
                group.addTask { ObjectIdentifier(table.slot(for: ObjectIdentifier(Int.self)) { Slot(0) }.takeUnretainedValue()) }
            }
            return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(made.count == 1)
    }
}

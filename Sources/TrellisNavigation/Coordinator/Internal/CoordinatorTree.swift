import TrellisLeaks

/// The walks over a flow of coordinators, written as loops so a flow of any depth fits on the
/// stack.
@MainActor
enum CoordinatorTree {
    /// Ends `root`'s flow: every coordinator below it finishes before its parent, the last
    /// started first, then `root` leaves its own parent. In a debug build, each one that left
    /// its parent is handed to the current leak detector, as dismissed at `file` and `line`.
    static func finish(_ root: any Coordinator, file: StaticString, line: UInt) {
        #if DEBUG
            let detector = LeakDetector.current
            let watching = detector.isEnabled
        #endif
        // Each entry is a coordinator whose children are being finished, with those left to do.
        var path: [(coordinator: any Coordinator, unfinished: [any Coordinator])] = [
            (root, root.children.coordinators),
        ]
        while !path.isEmpty {
            if let child = path[path.count - 1].unfinished.popLast() {
                path.append((child, child.children.coordinators))
            } else {
                let finished = path.removeLast().coordinator
                let left = leaveParent(finished)
                #if DEBUG
                    if watching, left {
                        detector.expectDeallocation(of: finished, dismissedAt: file, line: line)
                    }
                #endif
            }
        }
    }

    /// Why `parent` may not run `child`, or `nil` if it may: `child` is `parent` itself, or
    /// already runs `parent` somewhere below it, so the flow would become a cycle.
    static func cycleMessage(adopting child: any Coordinator, by parent: any Coordinator) -> String? {
        if child === parent {
            return """
                \(name(of: parent)) cannot start itself as its own child: it would keep itself \
                alive, and finish() would never end. Start a new \(typeName(of: child)) as \
                the child instead.
                """
        }
        guard runs(child, parent) else { return nil }
        var chain: [any Coordinator] = [parent]
        while let up = chain[chain.count - 1].children.parent, chain[chain.count - 1] !== child {
            chain.append(up)
        }
        let cycle = (chain.reversed() + [child]).map(name(of:)).joined(separator: " → ")
        return """
            \(name(of: parent)) cannot start \(name(of: child)) as its child: \(name(of: child)) \
            already runs \(name(of: parent)), so the flow would become the cycle \(cycle), and \
            finish() would never end. Flows are trees: start a new \(typeName(of: child)) as \
            the child instead.
            """
    }

    // MARK: - Internal

    /// Whether `descendant` runs below `ancestor`. Visits `ancestor`'s flow, which is empty
    /// for a coordinator that was just made.
    private static func runs(_ ancestor: any Coordinator, _ descendant: any Coordinator) -> Bool {
        var pending = ancestor.children.coordinators
        while let next = pending.popLast() {
            if next === descendant { return true }
            pending.append(contentsOf: next.children.coordinators)
        }
        return false
    }

    /// Detaches `coordinator` from its parent and tells the parent; `false` for a root, which
    /// has no parent to leave and stays with whoever holds it.
    private static func leaveParent(_ coordinator: any Coordinator) -> Bool {
        guard let parent = coordinator.children.parent else { return false }
        coordinator.children.parent = nil
        parent.children.remove(coordinator)
        parent.childDidFinish(coordinator)
        return true
    }

    /// The coordinator's own description if it has one, its type's name otherwise.
    private static func name(of coordinator: any Coordinator) -> String {
        (coordinator as? any CustomStringConvertible)?.description ?? typeName(of: coordinator)
    }

    private static func typeName(of coordinator: any Coordinator) -> String {
        String(describing: type(of: coordinator))
    }
}

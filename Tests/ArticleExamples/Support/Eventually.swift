/// Lets the main actor run pending work until `condition` holds, or gives up after a bounded
/// number of turns; returns whether it holds.
@MainActor
public func eventually(_ condition: @MainActor () -> Bool) async -> Bool {
    var turns = 0
    while !condition(), turns < 100_000 {
        await Task.yield()
        turns += 1
    }
    return condition()
}

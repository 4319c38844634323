// The checks a RenderRecorder and an ActionSpy share, worded with their vocabulary.

extension RecordLog {
    /// Waits for the first value after the cursor, moves the cursor past it and returns it;
    /// after `timeout`, fails the test with what did arrive and returns `nil`.
    func next(timeout: Duration, at site: CallSite) async -> Value? {
        let index = checkedCount
        guard await wait(timeout: timeout, until: { $0.count > index }) else {
            recordFailure(timeoutMessage(waitingFor: index, after: timeout), at: site)
            return nil
        }
        check(upTo: index + 1)
        return values[index]
    }

    private func timeoutMessage(waitingFor index: Int, after timeout: Duration) -> String {
        let all = values
        let history = all.isEmpty
            ? "none at all"
            : all.enumerated().map { "\n  [\($0.offset)] \(describe($0.element))" }.joined()
        let message = """
            Timed out after \(timeout) waiting for \(vocabulary.singular) #\(index) \(vocabulary.subject); \
            \(vocabulary.holder) received \(vocabulary.count(all.count)): \(history)
            """
        guard all.isEmpty, let hint = vocabulary.whenNoneReceived else { return message }
        return "\(message)\n\(hint)"
    }
}

extension RecordLog where Value: Equatable {
    /// Expects the values after the cursor to be exactly `expected`, waiting up to `timeout`
    /// for missing ones, and fails the test with a line-per-index diff otherwise.
    ///
    /// Once `expected.count` values are there, the caller's actor and the tasks already queued
    /// get a bounded number of turns, so an extra value scheduled with the expected ones is
    /// caught too. Either way the cursor moves past every value received.
    func expectAll(
        _ expected: [Value],
        timeout: Duration,
        at site: CallSite,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        let start = checkedCount
        _ = await wait(timeout: timeout, until: { $0.count - start >= expected.count })
        for _ in 0..<Self.settlingTurns {
            await Task.yield()
        }
        let received = checkAll(from: start)
        guard received != expected else { return }
        recordFailure(RecordDiff(expected: expected, received: received, vocabulary: vocabulary).description, at: site)
    }

    /// Expects the last value to be `expected`, whatever came before, waiting up to
    /// `timeout` for it; the cursor then moves past every value received.
    func expectLast(_ expected: Value, timeout: Duration, at site: CallSite) async {
        let arrived = await wait(timeout: timeout, until: { $0.last == expected })
        let all = checkAll(from: 0)
        guard !arrived else { return }
        let last = all.last
        let found = last.map { "it is \(describe($0))" }
            ?? "there is none: \(vocabulary.holder) received no \(vocabulary.singular) at all"
        let message = """
            Expected the last \(vocabulary.singular) \(vocabulary.subject) to be \(describe(expected)), \
            but after \(timeout) \(found).
            \(RecordDiff.line(index: max(all.count - 1, 0), expected: expected, received: last))
            """
        recordFailure(message, at: site)
    }

    /// Enough turns for work queued a few hops deep (a task that schedules another). Not a
    /// sleep: the turns are taken whether or not anything runs.
    private static var settlingTurns: Int { 16 }
}

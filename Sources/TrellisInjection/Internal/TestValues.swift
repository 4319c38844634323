package import TrellisStorage
import TrellisSupport

/// The reads a test makes of keys nothing overrides: which line is reading, in which test, and
/// the failure that names it.
package enum TestValues {
    /// A read asking for a key's ``InjectionKey/testValue``: the reading line, and the running
    /// test's reporter, looked up once by the read.
    struct Read: Sendable {
        let caller: CallerLocation
        let test: TestHook.Reporter
    }

    /// The read under way on this task, if any.
    @TaskLocal static var current: Read?

    /// The line whose read is asking for a key's test value on this task.
    static var reader: CallerLocation? { current?.caller }

    /// The test value of `key` for a read at `caller`: the one the test's run keeps, made on
    /// its first read, or where the key's lifetime keeps it (``KeptValues``); a new one for a
    /// read that no running test owns, which also fails the run saying whose work it is.
    static func value<K: InjectionKey>(of key: K.Type, readAt caller: CallerLocation, in test: TestHook.Reporter) -> K.Value {
        let make = { reading(at: caller, in: test) { key.testValue } }
        // A task detached from its test gets a double of its own; a key with no test value
        // says so in its failure (``reportUnoverriddenRead(of:)``).
        guard let run = test.currentRun() else { return make() }
        if run.hasEnded {
            test.record(InjectionFailure.readAfterTest(of: key, readAt: caller, test: run.name).message, caller.fileID, caller.line)
            return make()
        }
        return KeptValues.value(of: key, readAt: caller, in: run.values, scopeValues: { $0.values(inTest: run) }, make: make)
    }

    /// Fails the test whose work did `what` at `caller` — read a value its scope gives, called an
    /// action its scope plugs — after that test ended. Reads of test values check this as they
    /// are made (``value(of:readAt:in:)``).
    package static func checkStillInItsTest(_ what: @autoclosure () -> String, at caller: CallerLocation) {
        guard let test = TestHook.runningTest, let run = test.currentRun(), run.hasEnded else { return }
        test.record(InjectionFailure.usedAfterTest(what(), at: caller, test: run.name).message, caller.fileID, caller.line)
    }

    /// Runs `read` as the read at `caller` in `test`, for ``InjectionKey/unimplemented(_:)``.
    static func reading<Value>(at caller: CallerLocation, in test: TestHook.Reporter, _ read: () -> Value) -> Value {
        $current.withValue(Read(caller: caller, test: test), operation: read)
    }

    /// Fails the running test: it read `key`, which nothing overrides, at ``reader``.
    static func reportUnoverriddenRead<K: InjectionKey>(of key: K.Type) {
        // Outside a read (a test calling `testValue` itself), the test is looked up here.
        guard let test = current?.test ?? TestHook.runningTest else { return }
        let caller = reader ?? CallerLocation()
        test.record(failure(reading: key, at: caller, in: test, withoutPlaceholder: false).message, caller.fileID, caller.line)
    }

    /// What a read of `key` that nothing overrides did wrong: in a test, or in a task detached
    /// from every test, naming the tests running now.
    private static func failure<K: InjectionKey>(
        reading key: K.Type, at caller: CallerLocation, in test: TestHook.Reporter?, withoutPlaceholder: Bool
    ) -> InjectionFailure {
        let failure = InjectionFailure.unoverriddenInTest(key, readAt: caller, withoutPlaceholder: withoutPlaceholder)
        guard let test, test.currentRun() == nil else { return failure }
        return InjectionFailure.detachedRead(failure, running: TestRun.runningNames)
    }

    /// Stops the program: a test read `key`, which nothing overrides, at ``reader``, and the key
    /// gives no value a test may run on.
    static func stopUnoverriddenRead<K: InjectionKey>(of key: K.Type) -> Never {
        let caller = reader ?? CallerLocation()
        caller.stop(failure(reading: key, at: caller, in: current?.test ?? TestHook.runningTest, withoutPlaceholder: true).message)
    }
}

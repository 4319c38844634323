import TrellisStorage
import TrellisSupport

/// The reads a test makes of keys nothing overrides: which line is reading, in which test, and
/// the failure that names it.
enum TestValues {
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

    /// Runs `read` as the read at `caller` in `test`, for ``InjectionKey/unimplemented(_:)``.
    static func reading<Value>(at caller: CallerLocation, in test: TestHook.Reporter, _ read: () -> Value) -> Value {
        $current.withValue(Read(caller: caller, test: test), operation: read)
    }

    /// Fails the running test: it read `key`, which nothing overrides, at ``reader``.
    static func reportUnoverriddenRead<K: InjectionKey>(of key: K.Type) {
        // Outside a read (a test calling `testValue` itself), the test is looked up here.
        guard let test = current?.test ?? TestHook.runningTest else { return }
        let caller = reader ?? CallerLocation()
        test.record(InjectionFailure.unoverriddenInTest(key, readAt: caller).message, caller.fileID, caller.line)
    }
}

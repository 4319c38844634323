import TrellisStorage
import TrellisSupport

/// The reads a test makes of keys nothing overrides: which line is reading, and the failure
/// that names it.
enum TestValues {
    /// The line whose read is asking for a key's ``InjectionKey/testValue`` on this task.
    @TaskLocal static var reader: CallerLocation?

    /// Runs `read` with `caller` as the reading line, for ``InjectionKey/unimplemented(_:)``.
    static func reading<Value>(at caller: CallerLocation, _ read: () -> Value) -> Value {
        $reader.withValue(caller, operation: read)
    }

    /// Fails the running test: it read `key`, which nothing overrides, at ``reader``.
    static func reportUnoverriddenRead<K: InjectionKey>(of key: K.Type) {
        guard let test = TestHook.runningTest else { return }
        let caller = reader ?? CallerLocation()
        test.record(InjectionFailure.unoverriddenInTest(key, readAt: caller).message, caller.fileID, caller.line)
    }
}

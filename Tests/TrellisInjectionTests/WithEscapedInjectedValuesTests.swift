import Synchronization
import Testing
import TrellisInjection

private enum CrewKey: InjectionKey {
    static let defaultValue = "HAL"
    static var testValue: String { defaultValue }
}

extension InjectedValues {
    fileprivate var crew: String {
        get { Self[CrewKey.self] }
        set { Self[CrewKey.self] = newValue }
    }
}

/// A callback registered now and called later, from a thread that knows nothing of the scope.
private final class Callbacks: Sendable {
    private let stored = Mutex<[@Sendable () -> Void]>([])
    func register(_ callback: @escaping @Sendable () -> Void) { stored.withLock { $0.append(callback) } }
    func fireFromADetachedTask() async {
        let callbacks = stored.withLock { $0 }
        await Task.detached { for callback in callbacks { callback() } }.value
    }
}

/// Escaping work keeps its scope when asked: it captures the values in effect and runs in them.
@Suite struct WithEscapedInjectedValuesTests {
    @Test func aCallbackRunLaterSeesTheScopeItWasRegisteredIn() async {
        let callbacks = Callbacks()
        let seen = Mutex<[String]>([])
        withOverrides { $0.crew = "Dave" } operation: {
            withEscapedInjectedValues { escaped in
                callbacks.register { escaped.yield { seen.withLock { $0.append(InjectedValues[\.crew]) } } }
            }
            // Without capturing, the same callback sees what its thread sees
            callbacks.register { seen.withLock { $0.append(InjectedValues[\.crew]) } }
        }
        await callbacks.fireFromADetachedTask()
        #expect(seen.withLock { $0 } == ["Dave", "HAL"])
    }

    @Test func asyncWorkRunInTheCaptureSeesItAndSoDoTheTasksItStarts() async {
        let escaped = withOverrides { $0.crew = "Frank" } operation: { withEscapedInjectedValues { $0 } }
        let seen = await Task.detached {
            await escaped.yield { await Task { InjectedValues[\.crew] }.value }
        }.value
        #expect(seen == "Frank")
    }
}

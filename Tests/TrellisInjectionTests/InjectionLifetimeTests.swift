import Synchronization
import Testing
import TrellisInjection

/// Numbers every object made, so a test tells which reads got the same one.
private final class Made: Sendable {
    private static let count = Atomic<Int>(0)
    let number = Made.count.add(1, ordering: .relaxed).newValue
}

private enum UnitOfWorkKey: InjectionKey {
    static let defaultValue = Made()
    static var testValue: Made { Made() }
    static let lifetime = InjectionLifetime.perScope
}

private enum ImageCacheKey: InjectionKey {
    static let defaultValue = Made()
    static var testValue: Made { Made() }
    static let lifetime = InjectionLifetime.weak
}

private enum RequestKey: InjectionKey {
    static let defaultValue = 0
    static var testValue: Int { defaultValue }
}

/// Two owners that each read the unit of work when made.
private final class Editor {
    @Injected(UnitOfWorkKey.self) var unitOfWork
}

private final class Saver {
    @Injected(UnitOfWorkKey.self) var unitOfWork
}

/// `InjectionLifetime`'s kept lifetimes as a test sees them: its doubles live as the key says.
@Suite struct InjectionLifetimeTests {
    @Test func aPerScopeValueIsSharedWithinTheTestAndNewInEachScopeThatSetsSomething() async {
        let editor = Editor()
        let saver = Saver()
        #expect(editor.unitOfWork === saver.unitOfWork)
        let fromAChildTask = await Task { InjectedValues[UnitOfWorkKey.self] }.value
        #expect(fromAChildTask === editor.unitOfWork)

        let (first, again) = withOverrides { $0[RequestKey.self] = 1 } operation: {
            (Editor().unitOfWork, Saver().unitOfWork)
        }
        #expect(first === again)
        #expect(first !== editor.unitOfWork)
        let second = withOverrides { $0[RequestKey.self] = 2 } operation: { Editor().unitOfWork }
        #expect(second !== first)
    }

    @Test func aWeakValueIsSharedWhileSomethingHoldsItAndNewOnceLetGo() {
        var held: Made? = InjectedValues[ImageCacheKey.self]
        let number = held?.number
        #expect(InjectedValues[ImageCacheKey.self].number == number)
        held = nil
        #expect(InjectedValues[ImageCacheKey.self].number != number)
        _ = held
    }

    @Test func theLifetimesCompareByWhatTheyKeep() {
        let session = InjectionScope("session")
        #expect(InjectionLifetime.perScope == .perScope)
        #expect(InjectionLifetime.weak != .perScope)
        #expect(InjectionLifetime.scoped(session) == .scoped(session))
        #expect(InjectionLifetime.scoped(session) != .scoped(InjectionScope("session")))
    }
}

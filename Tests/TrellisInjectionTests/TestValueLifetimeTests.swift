import Synchronization
import Testing
import TrellisInjection

/// Notes kept in memory: the double a test reads for a store of notes.
private protocol NotesStore: AnyObject, Sendable {
    func add(_ note: String)
    var notes: [String] { get }
}

private final class InMemoryNotesStore: NotesStore {
    private let stored = Mutex<[String]>([])

    func add(_ note: String) { stored.withLock { $0.append(note) } }
    var notes: [String] { stored.withLock { $0 } }
}

private enum NotesStoreKey: InjectionKey {
    static let defaultValue: any NotesStore = InMemoryNotesStore()
    static var testValue: any NotesStore { InMemoryNotesStore() }
}

private enum ScratchpadKey: InjectionKey {
    static let defaultValue: any NotesStore = InMemoryNotesStore()
    static var testValue: any NotesStore { InMemoryNotesStore() }
    static let lifetime = InjectionLifetime.perRead
}

extension InjectedValues {
    fileprivate var notesStore: any NotesStore {
        get { Self[NotesStoreKey.self] }
        set { Self[NotesStoreKey.self] = newValue }
    }
}

private final class NoteWriter {
    @Injected(\.notesStore) var store: any NotesStore
    func write(_ note: String) { store.add(note) }
}

private final class NoteList {
    @Injected(\.notesStore) var store: any NotesStore
    var count: Int { store.notes.count }
}

/// The double a key's `testValue` makes lives for one test: shared by everything the test
/// builds and the tasks it starts, never by another test.
@Suite struct TestValueLifetimeTests {
    @Test func oneTestValueIsSharedByEverythingTheTestBuilds() {
        // Given a writer and a list, each reading the store
        let writer = NoteWriter()
        let list = NoteList()

        // When the writer adds a note
        writer.write("Open the pod bay doors")

        // Then the list sees it: both hold the test's one store
        #expect(list.count == 1)
        #expect(InjectedValues[\.notesStore] === InjectedValues[\.notesStore])
    }

    @Test func aTaskTheTestStartsReadsTheSameTestValue() async {
        let store = InjectedValues[\.notesStore]
        let fromTask = await Task { InjectedValues[\.notesStore] }.value
        #expect(fromTask === store)
    }

    @Test func aKeyWhoseLifetimeIsPerReadGetsANewDoubleAtEveryRead() {
        #expect(InjectedValues[ScratchpadKey.self] !== InjectedValues[ScratchpadKey.self])
    }
}

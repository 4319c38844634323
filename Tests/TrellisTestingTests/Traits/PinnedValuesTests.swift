import Synchronization
import Testing
import Trellis
import TrellisTesting

// A "comments on a photo" feature written as the "Build a feature" article teaches: a
// repository key, actions whose implementations resolve it with `@Injected` when the
// start-up makes them, and a start-up function that installs the app's own repository.

private protocol CommentsRepository: AnyObject, Sendable {
    var name: String { get }
    func add(_ comment: String)
    func all() -> [String]
}

private final class InMemoryCommentsRepository: CommentsRepository {
    let name: String
    private let comments = Mutex<[String]>([])
    init(name: String = "in-memory") { self.name = name }
    func add(_ comment: String) { comments.withLock { $0.append(comment) } }
    func all() -> [String] { comments.withLock { $0 } }
}

private enum CommentsRepositoryKey: InjectionKey {
    static let defaultValue: any CommentsRepository = InMemoryCommentsRepository(name: "live")
    static var testValue: any CommentsRepository { InMemoryCommentsRepository(name: "test value") }
}

extension InjectedValues {
    fileprivate var commentsRepository: any CommentsRepository {
        get { Self[CommentsRepositoryKey.self] }
        set { Self[CommentsRepositoryKey.self] = newValue }
    }
}

private enum AddComment: SyncAction {
    typealias Input = String
    typealias Failure = Never
}

private enum RepositoryName: SyncAction {
    typealias Output = String
    typealias Failure = Never
}

/// Resolves the repository once, when the start-up makes it.
private struct RepositoryAddComment: SyncPerforming {
    @Injected(\.commentsRepository) var repository: any CommentsRepository
    func perform(_ comment: String) { repository.add(comment) }
}

private struct RepositoryNameOfStartUp: SyncPerforming {
    @Injected(\.commentsRepository) var repository: any CommentsRepository
    func perform(_: Void) -> String { repository.name }
}

private func configureComments(_ app: inout InjectedValues) {
    app.commentsRepository = InMemoryCommentsRepository()
    app.plug(AddComment.self, to: RepositoryAddComment())
    app.plug(RepositoryName.self, to: RepositoryNameOfStartUp())
}

private let mock = InMemoryCommentsRepository(name: "mock")
private let otherMock = InMemoryCommentsRepository(name: "other mock")

/// A value or a plug a test pins is what everything the start-up builds sees: the start-up's
/// own line for the same key leaves it in place.
@Suite struct PinnedValuesTests {
    @Test(.overriding(configureComments), .injecting(\.commentsRepository, mock))
    func theStartUpsActionsResolveTheTestsRepository() {
        // Given the start-up ran with the test's repository pinned
        // When an action the start-up plugged is performed
        AddComment.perform("Open the pod bay doors")

        // Then it wrote to the repository the test reads, not to the start-up's own
        #expect(RepositoryName.perform() == "mock")
        #expect(InjectedValues[\.commentsRepository] === mock)
        #expect(mock.all().contains("Open the pod bay doors"))
    }

    @Test(.injecting(\.commentsRepository, mock), .overriding(configureComments))
    func theOrderOfTheTraitsDoesNotMatter() {
        #expect(RepositoryName.perform() == "mock")
    }

    @Test(.overriding(configureComments), .injecting { $0.commentsRepository = mock })
    func theClosureFormPinsToo() {
        #expect(RepositoryName.perform() == "mock")
    }

    @Test(.overriding(configureComments))
    func theStartUpsOwnRepositoryIsHeldBackForTheKeysTestValue() {
        // The start-up's actions are plugged, but its repository never reaches the test
        #expect(RepositoryName.perform() == "test value")
        #expect(InjectedValues[\.commentsRepository].name == "test value")
        // …and the action and the test body share the test's one double
        AddComment.perform("Open the pod bay doors")
        #expect(InjectedValues[\.commentsRepository].all() == ["Open the pod bay doors"])
    }

    @Test(.overriding(configureComments), .plugging(RepositoryName.self) { "plugged by the test" })
    func aPluggedActionIsPinnedAgainstTheStartUpsPlug() {
        #expect(RepositoryName.perform() == "plugged by the test")
    }

    @Test func withOverridesAroundTheStartUpPinsWithPinning() {
        withOverrides {
            $0.pinning { $0.commentsRepository = mock }
            configureComments(&$0)
        } operation: {
            #expect(RepositoryName.perform() == "mock")
        }
        // A scope nested inside starts from the pinned value and replaces it, as nested
        // scopes always do: pins hold within the update that made them.
        withOverrides { $0.pinning { $0.commentsRepository = mock } } operation: {
            withOverrides { $0.commentsRepository = otherMock } operation: {
                #expect(InjectedValues[\.commentsRepository] === otherMock)
            }
        }
    }

    @Test(.injecting(\.commentsRepository, mock))
    func aScopeInTheTestsBodyReplacesATraitsValue() {
        withOverrides { $0.commentsRepository = otherMock } operation: {
            #expect(InjectedValues[\.commentsRepository] === otherMock)
        }
    }

    @Test(.injecting(\.commentsRepository, mock))
    func aLaterPinReplacesAPinnedValue() {
        withOverrides { $0.pinning { $0.commentsRepository = otherMock } } operation: {
            #expect(InjectedValues[\.commentsRepository] === otherMock)
        }
    }
}

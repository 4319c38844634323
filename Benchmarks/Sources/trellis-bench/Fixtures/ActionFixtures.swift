import Synchronization
import Trellis

struct Photo: Sendable {
    let id: Int
    let likes: Int
}

/// A synchronous use case that cannot fail.
enum LikePhoto: SyncAction {
    typealias Input = Photo
    typealias Output = Int
    typealias Failure = Never
}

/// A synchronous use case that may throw, called with `try`.
enum CountLikes: SyncAction {
    typealias Input = Photo
    typealias Output = Int
}

/// An asynchronous use case, called with `try await`.
enum LikePhotoAsync: AsyncAction {
    typealias Input = Photo
    typealias Output = Int
}

struct LikePhotoImplementation: SyncPerforming {
    let increment: Int
    func perform(_ photo: Photo) -> Int { photo.likes &+ increment }
}

/// A second implementation, so the optimizer cannot tell which one a protocol call reaches.
struct UnlikePhotoImplementation: SyncPerforming {
    let decrement: Int
    func perform(_ photo: Photo) -> Int { photo.likes &- decrement }
}

struct AsyncLikePhotoImplementation: AsyncPerforming {
    let increment: Int
    func perform(_ photo: Photo) async throws -> Int { photo.likes &+ increment }
}

struct AsyncUnlikePhotoImplementation: AsyncPerforming {
    let decrement: Int
    func perform(_ photo: Photo) async throws -> Int { photo.likes &- decrement }
}

/// The implementation behind a protocol, chosen at run time so the call stays dynamic.
@inline(never)
func makeDirectImplementation() -> any SyncPerforming<Photo, Int, Never> {
    opaque(0) == 0 ? LikePhotoImplementation(increment: opaque(1)) : UnlikePhotoImplementation(decrement: opaque(1))
}

@inline(never)
func makeDirectAsyncImplementation() -> any AsyncPerforming<Photo, Int, any Error> {
    opaque(0) == 0
        ? AsyncLikePhotoImplementation(increment: opaque(1)) : AsyncUnlikePhotoImplementation(decrement: opaque(1))
}

/// LikePhoto's twin for the observation rows: plugged once, by its own group, so those rows
/// measure the same path whether or not the dispatch groups ran before them.
enum LikePhotoObserved: SyncAction {
    typealias Input = Photo
    typealias Output = Int
    typealias Failure = Never
}

/// LikePhotoAsync's twin for the observation rows.
enum LikePhotoAsyncObserved: AsyncAction {
    typealias Input = Photo
    typealias Output = Int
}

/// The least an observer does: it counts the calls that ended.
final class CountingObserver: ActionObserver {
    private let ended = Atomic<Int>(0)

    var count: Int { ended.load(ordering: .relaxed) }

    func didPerform(_ call: ObservedCall, outcome: ActionOutcome, duration: Duration) {
        ended.wrappingAdd(1, ordering: .relaxed)
    }
}

/// An async implementation bound in a closure, held by an object: how an implementation that
/// may be replaced is kept.
final class AsyncHandlerBox: Sendable {
    let perform: @Sendable (Photo) async throws -> Int

    /// Binds `implementation` as `plug(_:to:)` does: in a closure specialised for its type.
    init(_ implementation: some AsyncPerforming<Photo, Int, any Error> & Sendable) {
        perform = { try await implementation.perform($0) }
    }
}

/// The one box, read through a call the optimizer cannot see into, so each iteration copies
/// the closure out of it.
private let asyncHandlerBox = opaque(0) == 0
    ? AsyncHandlerBox(AsyncLikePhotoImplementation(increment: opaque(1)))
    : AsyncHandlerBox(AsyncUnlikePhotoImplementation(decrement: opaque(1)))

@inline(never)
func currentAsyncHandler() -> AsyncHandlerBox {
    asyncHandlerBox
}

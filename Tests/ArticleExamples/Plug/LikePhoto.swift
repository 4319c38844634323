public import TrellisPlug

// The Plug article's LikePhoto example, declared as an app would under Swift 6.
//
// These actions are shared by every test target, and plugging is process-wide: only
// `ActionsTests` plugs them globally, as the article does. A test that needs an action nobody has
// ever plugged declares its own in its target.

/// The article's model.
public struct Photo: Sendable, Equatable {
    public let identifier: Int
    public var likes: Int

    public init(identifier: Int, likes: Int = 0) {
        self.identifier = identifier
        self.likes = likes
    }
}

/// Liking a photo: Input Photo, Output Void, asynchronous.
public enum LikePhoto: AsyncAction {
    public typealias Input = Photo
}

/// Counting a photo's likes: synchronous, may throw.
public enum CountLikes: SyncAction {
    public typealias Input = Photo
    public typealias Output = Int
}

/// Formatting a like count: synchronous and cannot fail.
public enum FormatLikes: SyncAction {
    public typealias Input = Int
    public typealias Output = String
    public typealias Failure = Never
}

// The article's model sugar.
extension Photo {
    public func like() async throws {
        try await action(LikePhoto.self, self)
    }

    public func likeCount() throws -> Int {
        try action(CountLikes.self, self)
    }
}

/// The backend the real implementation talks to: it records the requests it receives.
public actor PhotoServer {
    public private(set) var requests: [String] = []

    public init() {}

    public func post(_ path: String) {
        requests.append(path)
    }
}

/// The article's `MyLikePhoto`, without inheritance.
public struct MyLikePhoto: AsyncPerforming, Sendable {
    public let server: PhotoServer

    public init(server: PhotoServer) {
        self.server = server
    }

    public func perform(_ input: Photo) async throws {
        await server.post("/photos/\(input.identifier)/like")
    }
}

/// Counts the likes the photo already carries.
public struct StoredCountLikes: SyncPerforming, Sendable {
    public init() {}

    public func perform(_ input: Photo) -> Int {
        input.likes
    }
}

/// What a failing like throws.
public struct LikeFailed: Error, Equatable {
    public init() {}
}

import ArticleExamples
import Trellis

/// What the Plug article's photo feature uses, listed next to it with core types only.
enum PhotoFeature {
    static let actions: [any Action.Type] = [LikePhoto.self, CountLikes.self, FormatLikes.self]
    static let injectionKeys: [any InjectionKey.Type] = [UsersRepositoryKey.self, APIClientKey.self]
}

/// The app's start-up, as a test can run it inside a scope.
enum PhotoAppStartup {
    static func plugEverything(into actions: inout InjectedValues) {
        actions.plug(LikePhoto.self, to: MyLikePhoto(server: PhotoServer()))
        actions.plug(CountLikes.self, to: StoredCountLikes())
        actions.plug(FormatLikes.self) { "\($0) likes" }
    }

    static func installEverything(into values: inout InjectedValues) {
        values.usersRepository = RemoteUsersRepository()
        values[APIClientKey.self] = StubAPIClient()
    }
}

/// The app's start-up as one function, values and plugs alike, as the article shows it.
func configurePhotoApp(_ app: inout InjectedValues) {
    PhotoAppStartup.installEverything(into: &app)
    PhotoAppStartup.plugEverything(into: &app)
}

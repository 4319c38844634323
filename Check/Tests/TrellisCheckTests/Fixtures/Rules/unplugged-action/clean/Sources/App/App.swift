import Trellis
import Feature

@main
struct App {
    static func main() {
        InjectedValues.install(configureApp)
        LikePhoto.self <~ FakeLikePhoto()
    }
}

func configureApp(_ app: inout InjectedValues) {
    app.plug(CountLikes.self, to: StoredCountLikes())
}

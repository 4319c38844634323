import Trellis
import Feature

@main
struct App {
    static func main() {
        InjectedValues.install(configureApp)
        CountLikes.self <~ StoredCountLikes()
    }
}

func configureApp(_ app: inout InjectedValues) {
    app.plug(LikePhoto.self, to: NetworkLikePhoto())
}

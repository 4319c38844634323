import Trellis
import Feature

@main
struct App {
    static func main() {
        InjectedValues.install(configureApp)
    }
}

func configureApp(_ app: inout InjectedValues) {
    app.plug(CountLikes.self, to: StoredCountLikes())
}

/// Never called: its plug does not count.
func plugForPreviews() {
    Actions.plug(LikePhoto.self, to: FakeLikePhoto())
}

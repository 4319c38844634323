import Trellis
import Feature

@main
struct App {
    static func main() {
        Actions.plug(RefreshFeed.self) { }
    }
}

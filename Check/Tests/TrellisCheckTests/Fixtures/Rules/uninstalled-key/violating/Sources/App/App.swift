import Trellis
import Feature

@main
struct App {
    static func main() {
        let store = PhotoStore()
        print(store)
    }
}

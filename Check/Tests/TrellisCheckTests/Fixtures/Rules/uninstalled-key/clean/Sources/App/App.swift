import Trellis
import Feature

@main
struct App {
    static func main() {
        InjectedValues.install { $0.database = Database() }
        let store = PhotoStore()
        print(store)
    }
}

import Testing
import Trellis
import TrellisTesting
@testable import {{Module}}

@MainActor
struct {{Name}}ViewControllerTests {
    @Test(.plugging(Load{{Name}}.self, to: Fixed{{Name}}()))
    func theViewShowsWhatTheControllerLoads() {
        // Given a controller and its view
        var shown: [String] = []
        let controller = {{Name}}ViewController(view: {{Name}}View { shown.append($0) })

        // When the view loads
        controller.viewDidLoad()

        // Then the view shows the action's answer
        #expect(shown == ["Hello from {{Name}}"])
    }
}

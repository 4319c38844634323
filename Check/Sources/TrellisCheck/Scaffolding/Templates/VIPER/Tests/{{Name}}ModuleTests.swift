import Testing
import Trellis
import TrellisTesting
@testable import {{Module}}

@MainActor
struct {{Name}}ModuleTests {
    @Test(.plugging(Load{{Name}}.self, to: Fixed{{Name}}()))
    func theViewShowsWhatTheInteractorLoads() {
        // Given an assembled module
        let module = {{Name}}Router.start()

        // When its view loads
        module.view.viewDidLoad()

        // Then the presenter hands the view what the interactor loaded
        #expect(module.view.message == "Hello from {{Name}}")
    }

    @Test(.plugging(Load{{Name}}.self, to: Fixed{{Name}}()))
    func theModuleIsFreedWithItsView() async {
        await expectNoLeaks { tracker in
            let module = tracker.track({{Name}}Router.start())
            module.view.viewDidLoad()
        }
    }
}

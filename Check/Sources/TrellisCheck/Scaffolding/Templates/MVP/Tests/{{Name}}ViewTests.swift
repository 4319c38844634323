import Testing
import Trellis
import TrellisTesting
@testable import {{Module}}

@MainActor
struct {{Name}}ViewTests {
    @Test(.plugging(Load{{Name}}.self, to: Fixed{{Name}}()))
    func theViewShowsWhatItsPresenterPublishes() {
        // Given a view that owns its presenter
        let view = {{Name}}View()
        view.presenter = {{Name}}Presenter(view: view)

        // When the view is set up
        view.setupView()

        // Then it shows the view model the presenter published
        #expect(view.message == "Hello from {{Name}}")
    }

    @Test(.plugging(Load{{Name}}.self, to: Fixed{{Name}}()))
    func thePresenterIsFreedWithItsView() async {
        await expectNoLeaks { tracker in
            let view = tracker.track({{Name}}View(), as: "view")
            view.presenter = tracker.track({{Name}}Presenter(view: view), as: "presenter")
            view.setupView()
        }
    }
}

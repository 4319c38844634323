import Testing
import Trellis
import TrellisTesting

/// Linking TrellisTesting tells the core that tests run, and the core acts on it.
@MainActor
struct TestHookInstallerTests {
    @Test(.timeLimit(.minutes(1))) func aStoreMadeInATestDeliversEveryValue() async {
        // Given
        let store = ViewModels()
        var names: [String] = []
        store.viewModel(Greeting.self) { names.append($0.name) }

        // When: no suspension point between the updates.
        store.update(viewModel: Greeting(name: "Dave"))
        store.update(viewModel: Greeting(name: "Frank"))
        store.update(viewModel: Greeting(name: "HAL"))

        // Then
        await store.delivered()
        #expect(names == ["Dave", "Frank", "HAL"])
    }
}

/// A view model with nothing but a name.
private struct Greeting: Sendable {
    var name: String
}

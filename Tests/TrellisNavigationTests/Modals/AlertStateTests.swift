import Testing
import TrellisNavigation

@MainActor
struct AlertStateTests {
    @Test func anAlertHasNoMessageAndNoButtonsUnlessGiven() {
        // Given / When
        let alert = AlertState(title: "You are offline")

        // Then
        #expect(alert.title == "You are offline")
        #expect(alert.message == nil)
        #expect(alert.buttons.isEmpty)
    }

    @Test func aButtonHasNoRoleAndOnlyClosesTheAlertUnlessGiven() {
        // Given / When
        let button = AlertButton("OK")

        // Then
        #expect(button.title == "OK")
        #expect(button.role == nil)
        button.action()  // does nothing
    }

    @Test func aButtonsActionRunsWhenTapped() {
        // Given
        let tapped = Tapped()
        let button = AlertButton("Retry") { tapped.count += 1 }

        // When
        button.action()

        // Then
        #expect(tapped.count == 1)
    }

    @Test func theRolesDiffer() {
        #expect(AlertButton.Role.cancel != .destructive)
    }

    @Test(.timeLimit(.minutes(1))) func anAlertCrossesTasks() async {
        // Given
        let alert = AlertState(title: "Delete?", buttons: [AlertButton("Delete", role: .destructive)])

        // When
        let received = await Task.detached { alert }.value

        // Then
        #expect(received.title == "Delete?")
        #expect(received.buttons.first?.role == .destructive)
    }
}

@MainActor
private final class Tapped {
    var count = 0
}

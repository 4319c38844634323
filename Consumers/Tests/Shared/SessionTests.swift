import Testing
import Trellis
import TrellisTesting
@testable import NotesApp

/// A dependency that lives on the main actor, read there with @Injected.
@MainActor @Suite struct SessionTests {
    @Test(.overriding(configureApp))
    func signingInChangesTheTestsAppState() {
        // Given a session model reading the app state
        let session = SessionModel()
        #expect(!session.isSignedIn)
        // When the user signs in
        session.signIn()
        // Then the app state every reader in this test sees has changed
        #expect(InjectedValues[\.appState].signedIn)
    }

    @Test(.injecting(\.appState, AppState()))
    func aTestNamesItsOwnAppState() {
        SessionModel().signIn()
        #expect(InjectedValues[\.appState].signedIn)
    }
}

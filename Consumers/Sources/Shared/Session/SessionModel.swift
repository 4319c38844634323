import Trellis

/// Reads the main-actor dependency on the main actor.
@MainActor final class SessionModel {
    @Injected(\.appState) private var appState: AppState

    var isSignedIn: Bool {
        appState.signedIn
    }

    func signIn() {
        appState.signedIn = true
    }
}

import Observation
import Trellis

@MainActor @Observable final class AppState {
    var signedIn = false
}

private enum AppStateKey: InjectionKey {
    static let defaultValue = AppState()
}

nonisolated extension InjectedValues {
    var appState: AppState {
        get { Self[AppStateKey.self] }
        set { Self[AppStateKey.self] = newValue }
    }
}

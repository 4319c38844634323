import Observation
import Trellis

/// A dependency that lives on the main actor; its `nonisolated init` lets a key make it.
@MainActor @Observable final class AppState {
    var signedIn = false
    nonisolated init() {}
}

private enum AppStateKey: InjectionKey {
    static let defaultValue = AppState()
    static var testValue: AppState { AppState() }
}

nonisolated extension InjectedValues {
    var appState: AppState {
        get { Self[AppStateKey.self] }
        set { Self[AppStateKey.self] = newValue }
    }
}

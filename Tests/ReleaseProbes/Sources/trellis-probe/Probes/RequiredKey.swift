import Trellis

protocol ProbeAPIClient: Sendable {}
struct LiveProbeAPIClient: ProbeAPIClient {}

/// A key with no default: the app must install a value before anything reads it.
enum ProbeAPIClientKey: RequiredInjectionKey {
    typealias Value = any ProbeAPIClient
}

extension InjectedValues {
    var probeAPIClient: any ProbeAPIClient {
        get { Self[ProbeAPIClientKey.self] }
        set { Self[ProbeAPIClientKey.self] = newValue }
    }
}

/// Reads the required key before anything was installed.
@MainActor func readARequiredKeyWithNothingInstalled() {
    misuseOnNextLine()
    _ = InjectedValues[\.probeAPIClient]
}

/// Installs the required key through its key path, which must not read it first.
@MainActor func installARequiredKeyWithNothingInstalled() {
    InjectedValues[\.probeAPIClient] = LiveProbeAPIClient()
    let installed = InjectedValues[\.probeAPIClient] is LiveProbeAPIClient
    printNow("installed without reading; read back a LiveProbeAPIClient: \(installed)")
}

/// Installs the required key through a key path the optimiser cannot see (one kept in a
/// table, say), which must not read it first either.
@MainActor func installARequiredKeyThroughAStoredKeyPath() {
    InjectedValues[storedKeyPath()] = LiveProbeAPIClient()
    let installed = InjectedValues[\.probeAPIClient] is LiveProbeAPIClient
    printNow("installed without reading; read back a LiveProbeAPIClient: \(installed)")
}

/// `\.probeAPIClient`, from a function the optimiser does not look into.
@inline(never) func storedKeyPath() -> WritableKeyPath<InjectedValues, any ProbeAPIClient> {
    \.probeAPIClient
}

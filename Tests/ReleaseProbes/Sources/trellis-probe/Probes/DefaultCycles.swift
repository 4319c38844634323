import Trellis

// Two pairs of keys whose defaults read each other: one built once (`static let`), one built
// on every read (a computed `static var`).

enum EngineKey: InjectionKey {
    static let defaultValue: String = "engine of " + InjectedValues[PodKey.self]
}

enum PodKey: InjectionKey {
    static let defaultValue: String = "pod of " + InjectedValues[EngineKey.self]
}

enum HatchKey: InjectionKey {
    static var defaultValue: String { "hatch of " + InjectedValues[AirlockKey.self] }
}

enum AirlockKey: InjectionKey {
    static var defaultValue: String { "airlock of " + InjectedValues[HatchKey.self] }
}

/// Reads a key whose `static let` default reads a key whose default reads the first.
@MainActor func readStaticDefaultsThatReadEachOther() {
    misuseInThisFile()
    _ = InjectedValues[EngineKey.self]
}

/// Reads a key whose computed default reads a key whose default reads the first.
@MainActor func readComputedDefaultsThatReadEachOther() {
    misuseInThisFile()
    _ = InjectedValues[HatchKey.self]
}

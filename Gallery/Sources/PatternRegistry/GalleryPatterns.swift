public import LiveScreens

/// The patterns the Gallery serves, in the order the switcher lists them.
///
/// ``registered`` is written at build time by the `PatternRegistration` plugin from this
/// target's dependencies, which Package.swift makes from its `patterns` list: adding a pattern
/// is its folder and its line in that list.
public enum GalleryPatterns {
    /// The pattern served under `id`, such as `supersimple`.
    public static func pattern(_ id: some StringProtocol) -> (any GalleryPattern)? {
        registered.first { $0.id == id }
    }
}

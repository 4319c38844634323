/// The feature graph as a picture, left to right: the screens, grouped by the target (the
/// pattern) that declares them; the actions and keys each uses, one edge per screen and action
/// or key, counting its call sites and reads; and the start-up functions that plug and install
/// them.
///
/// A screen is the parts of a target that share a name — `UsersViewController`, `UsersPresenter`,
/// `UsersInteractor` and `UsersRouter` are the `Users` screen — when one of them calls an action
/// or reads a key itself. A part with no view of its own (`LikeInteraction`) belongs to the
/// screens whose parts hold it.
///
/// ```
/// trellis-check graph --format mermaid > graph.mmd
/// trellis-check graph --format dot | dot -Tsvg > graph.svg
/// ```
public struct FeaturePicture: Sendable, Hashable {
    /// How screens are drawn.
    public enum Grouping: String, Sendable, CaseIterable {
        /// One node per screen, in a box per target.
        case screen
        /// One node per target.
        case target
    }

    /// What a screen uses: an action or a key, and at how many places.
    public struct Use: Sendable, Hashable {
        public let name: String
        public let isAction: Bool
        /// Call sites or reads, the screen's own and its helpers'.
        public let count: Int

        public init(name: String, isAction: Bool, count: Int) {
            self.name = name
            self.isAction = isAction
            self.count = count
        }
    }

    public struct Screen: Sendable, Hashable {
        /// The name its parts share (`Users`), or the target's name when grouped by target.
        public let name: String
        /// The target declaring it: the pattern, in the Gallery.
        public let target: String
        /// Its parts, as messages name them.
        public let types: [String]
        public let usage: FeatureUsage
        /// What it uses, actions first, each with its count.
        public let uses: [Use]
    }

    /// A function that plugs actions or installs keys.
    public struct Provider: Sendable, Hashable {
        public let function: String
        /// Its first plug or install.
        public internal(set) var location: Location
        public var actions: [String]
        public var keys: [String]
    }

    public let screens: [Screen]
    public let providers: [Provider]
    /// Actions and keys no provider covers.
    public let unprovided: Set<String>

    public static func make(_ analysis: Analysis, grouping: Grouping = .screen, includeTests: Bool = false) -> FeaturePicture {
        let shown: (String) -> Bool = { target in
            analysis.reportedTargets.contains(target) && (includeTests || !analysis.isTest(target))
        }
        let screens = ScreenGrouping(analysis: analysis, grouping: grouping, shown: shown).screens()
        var providers: [String: Provider] = [:]
        for plug in analysis.graph.plugs where shown(plug.target) {
            let id = "\(plug.location.file)#\(plug.function)"
            providers[id, default: Provider(function: plug.function, location: plug.location, actions: [], keys: [])].actions.append(plug.action)
        }
        for install in analysis.graph.installs where shown(install.target) {
            let id = "\(install.location.file)#\(install.function)"
            providers[id, default: Provider(function: install.function, location: install.location, actions: [], keys: [])].keys.append(install.key)
            providers[id]!.location = min(providers[id]!.location, install.location)
        }
        let provided = Set(providers.values.flatMap { $0.actions + $0.keys })
        let used = Set(screens.flatMap { $0.usage.actions + $0.usage.keys })
        return FeaturePicture(
            screens: screens,
            providers: providers.values.map { provider in
                var provider = provider
                provider.actions = Array(Set(provider.actions)).sorted()
                provider.keys = Array(Set(provider.keys)).sorted()
                return provider
            }.sorted { $0.location < $1.location },
            unprovided: used.subtracting(provided)
        )
    }

    var actionNames: [String] { Array(Set(screens.flatMap(\.usage.actions) + providers.flatMap(\.actions))).sorted() }
    var keyNames: [String] { Array(Set(screens.flatMap(\.usage.keys) + providers.flatMap(\.keys))).sorted() }

    /// The targets holding screens, in the order their screens come, each with its screens' indices.
    var targets: [(name: String, screens: [Int])] {
        var order: [String] = []
        var members: [String: [Int]] = [:]
        for (index, screen) in screens.enumerated() {
            if members[screen.target] == nil { order.append(screen.target) }
            members[screen.target, default: []].append(index)
        }
        return order.map { ($0, members[$0]!) }
    }

    static func identifier(_ prefix: String, _ name: String) -> String {
        prefix + "_" + String(name.unicodeScalars.map { $0.properties.isAlphabetic || ("0" ... "9").contains($0) ? Character($0) : "_" })
    }

    func providerLabel(_ provider: Provider) -> String {
        let file = provider.location.file.split(separator: "/").last.map(String.init) ?? provider.location.file
        return "\(provider.function) (\(file):\(provider.location.line))"
    }
}

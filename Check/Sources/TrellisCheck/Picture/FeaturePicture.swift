/// The feature graph as a picture: each screen (a folder of a target, or a whole target, that
/// holds a view, an interaction, a presenter, an interactor, a router, a coordinator, a view model
/// or a screen type), the actions and keys it uses, and the functions that plug and install them.
///
/// ```
/// trellis-check graph --format mermaid > graph.mmd
/// trellis-check graph --format dot | dot -Tsvg > graph.svg
/// ```
public struct FeaturePicture: Sendable, Hashable {
    /// How files are grouped into screens.
    public enum Grouping: String, Sendable, CaseIterable {
        /// One screen per folder inside a target (`Gallery/MVVM`); files at a target's root
        /// form a screen named after the target.
        case folder
        /// One screen per target.
        case target
    }

    public struct Screen: Sendable, Hashable {
        public let name: String
        public let usage: FeatureUsage
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

    public static func make(_ analysis: Analysis, grouping: Grouping = .folder, includeTests: Bool = false) -> FeaturePicture {
        var groups: [String: Set<String>] = [:]
        for target in analysis.targets where analysis.reportedTargets.contains(target.name) && (includeTests || target.kind != .test) {
            for file in target.files {
                var name = target.name
                if grouping == .folder {
                    let relative = file.hasPrefix(target.path + "/") ? String(file.dropFirst(target.path.count + 1)) : file
                    let folders = relative.split(separator: "/").dropLast()
                    if !folders.isEmpty { name += "/" + folders.joined(separator: "/") }
                }
                groups[name, default: []].insert(file)
            }
        }
        // A screen is a group holding one of a screen's parts (a view, an interaction, a
        // presenter, a coordinator…): a domain or database folder uses actions, but is no screen.
        let roles = Roles(analysis.types)
        let screenFiles = Set(analysis.facts.filter { file in
            file.types.contains { $0.kind != .protocol && Analysis.isScreenPart($0.name, roles: roles) }
        }.map(\.file))
        let usages = UsageIndex(analysis)
        let screens = groups.keys.sorted().compactMap { name -> Screen? in
            let files = groups[name]!
            guard !files.isDisjoint(with: screenFiles) else { return nil }
            let usage = usages.usage(ofFiles: files)
            return usage.actions.isEmpty && usage.keys.isEmpty ? nil : Screen(name: name, usage: usage)
        }
        var providers: [String: Provider] = [:]
        let shown: (String) -> Bool = { target in
            analysis.reportedTargets.contains(target) && (includeTests || !analysis.isTest(target))
        }
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

    static func identifier(_ prefix: String, _ name: String) -> String {
        prefix + "_" + String(name.unicodeScalars.map { $0.properties.isAlphabetic || ("0" ... "9").contains($0) ? Character($0) : "_" })
    }

    func providerLabel(_ provider: Provider) -> String {
        let file = provider.location.file.split(separator: "/").last.map(String.init) ?? provider.location.file
        return "\(provider.function) (\(file):\(provider.location.line))"
    }
}

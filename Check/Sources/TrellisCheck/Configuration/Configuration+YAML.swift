import Yams

extension Configuration {
    /// Reads a configuration from YAML text; `source` names the file in error messages.
    public static func parse(yaml: String, source: String = Configuration.fileName) throws -> Configuration {
        let node: Node?
        do {
            node = try Yams.compose(yaml: yaml)
        } catch {
            throw CheckError("\(source): not valid YAML (\(error)); see Check/Documentation/Configuration.md for the format")
        }
        var configuration = Configuration()
        guard let mapping = node?.mapping else { return configuration }
        for (key, value) in mapping {
            let name = key.scalar?.string ?? ""
            let place = value.mark.map { "\(source):\($0.line):\($0.column)" } ?? source
            switch name {
            case "rules":
                for (rule, setting) in value.mapping ?? [:] {
                    let id = RuleID(rawValue: rule.scalar?.string ?? "")
                    guard RuleCatalog.description(of: id) != nil else {
                        let known = RuleCatalog.all.map(\.id.rawValue).joined(separator: ", ")
                        throw CheckError("\(place): no rule named '\(id)'; the rules are \(known)")
                    }
                    // YAML 1.1 reads a bare `off` as false: take the text as written.
                    guard let parsed = Setting(rawValue: setting.scalar?.string.lowercased() ?? "") else {
                        throw CheckError("\(place): rule '\(id)' is set to '\(setting.scalar?.string ?? "")'; use error, warning or off")
                    }
                    configuration.rules[id] = parsed
                }
            case "excluded", "exclude":
                configuration.excluded = try strings(value, place: place, key: name)
            case "skipped":
                configuration.skipped = try strings(value, place: place, key: name)
            case "baseline":
                configuration.baseline = value.scalar?.string
            case "targets":
                configuration.targets = try strings(value, place: place, key: name)
            case "layers":
                for (module, allowed) in value.mapping ?? [:] {
                    configuration.layers[module.scalar?.string ?? ""] = try strings(allowed, place: place, key: "layers")
                }
            case "roles":
                for (role, types) in value.mapping ?? [:] {
                    let written = role.scalar?.string ?? ""
                    guard let parsed = Role(rawValue: written) else {
                        let known = Role.allCases.map(\.rawValue).joined(separator: ", ")
                        throw CheckError("\(place): no role named '\(written)'; the roles are \(known)")
                    }
                    configuration.roles[parsed] = try strings(types, place: place, key: "roles")
                }
            default:
                throw CheckError("\(place): unknown key '\(name)'; use rules, excluded, skipped, baseline, targets, layers or roles")
            }
        }
        return configuration
    }

    /// The configuration in the file at `path`. A file named that is not there is a mistake
    /// (a typo would otherwise check with the defaults in silence), not the default.
    public static func load(from path: String) throws -> Configuration {
        guard Paths.exists(path) else {
            throw CheckError("no configuration file at \(path): check the path, or leave --config out to read the package's \(fileName)")
        }
        return try parse(yaml: Paths.read(path), source: path)
    }

    /// The package's `.trellis-check.yml`, or the default when it has none.
    public static func load(forPackageAt root: String) throws -> Configuration {
        let path = Paths.join(root, fileName)
        return Paths.exists(path) ? try load(from: path) : .default
    }

    private static func strings(_ node: Node, place: String, key: String) throws -> [String] {
        if let scalar = node.scalar { return scalar.string.isEmpty ? [] : [scalar.string] }
        guard let sequence = node.sequence else {
            throw CheckError("\(place): '\(key)' must be a list of strings")
        }
        return sequence.compactMap { $0.scalar?.string }
    }
}

import ArgumentParser
import TrellisCheck

/// Which sources to read: a package and some of its targets, or plain folders.
struct ProjectOptions: ParsableArguments {
    @Option(name: .customLong("package-path"), help: "The package's folder (with Package.swift).")
    var packagePath: String = "."

    @Option(name: .customLong("target"), help: "A target to check; repeat for more. Default: every target, or the configuration's `targets`.")
    var targets: [String] = []

    @Option(name: .customLong("sources"), help: "A folder to check as one target instead of reading Package.swift; repeat for more. Relative to --package-path.")
    var sources: [String] = []

    @Option(name: .customLong("config"), help: "The configuration file. Default: .trellis-check.yml in the package's folder.")
    var config: String?

    func project() throws -> Project {
        sources.isEmpty ? try Project.package(at: packagePath) : try Project.folders(sources, root: packagePath)
    }

    func configuration() throws -> Configuration {
        try config.map(Configuration.load(from:)) ?? Configuration.load(forPackageAt: packagePath)
    }

    func analysis() throws -> (Analysis, Configuration) {
        let configuration = try configuration()
        let analysis = try Checker(configuration: configuration).analyze(project(), targets: targets)
        return (analysis, configuration)
    }

    static func join(_ root: String, _ path: String) -> String {
        if path.hasPrefix("/") || root.isEmpty || root == "." { return path }
        return root.hasSuffix("/") ? root + path : root + "/" + path
    }
}

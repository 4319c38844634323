/// Writes a new screen in one of the Gallery's patterns, and a test that compiles and passes as
/// written.
///
/// ```
/// trellis-check new --pattern supersimple Greeting --module App
/// ```
///
/// Two layouts, as an app keeps its patterns:
/// - One module holding every pattern: the sources go in `Sources/<Module>/<Pattern>/`, the
///   test in `Tests/<Module>Tests/<Pattern>/`.
/// - A target per pattern, as the Gallery has: when the module is named after the pattern's
///   folder (`VIPER`), the sources go in that target's folder (a VIPER module in a folder of its
///   own, `Sources/VIPER/Profile/`), the test in `Patterns/<Pattern>/` of the tests folder.
///
/// Every pattern's screen shows what one action answers, `Load<Name>`; the test plugs it with
/// `@Test(.plugging(Load<Name>.self, to: …))`, and the app plugs it at start-up.
public struct Scaffold: Sendable {
    /// A file to write, relative to the package root.
    public struct File: Sendable, Hashable {
        public let path: String
        public let contents: String

        public init(path: String, contents: String) {
            self.path = path
            self.contents = contents
        }
    }

    public let pattern: Pattern
    /// The screen's name, UpperCamelCase (`Greeting`).
    public let name: String
    /// The module the sources belong to.
    public let module: String
    /// Where the module's sources are (`Sources/App`, `Sources/VIPER`).
    public let sourcesPath: String
    /// Where its tests are (`Tests/AppTests`, `Tests/GalleryTests`).
    public let testsPath: String

    /// Whether the module is the pattern's own target, as each of the Gallery's patterns is.
    public var isPatternTarget: Bool { module == pattern.folder }

    public init(pattern: Pattern, name: String, module: String, sourcesPath: String? = nil, testsPath: String? = nil) throws {
        guard let first = name.unicodeScalars.first, first.properties.isUppercase,
              name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0" ... "9").contains($0) })
        else {
            throw CheckError("'\(name)' is not a screen name: use an UpperCamelCase Swift identifier such as Greeting")
        }
        self.pattern = pattern
        self.name = name
        self.module = module
        self.sourcesPath = sourcesPath ?? "Sources/\(module)"
        self.testsPath = testsPath ?? "Tests/\(module)Tests"
    }

    /// The files, sources first (the action first of them), then the test and the stub it plugs,
    /// from the pattern's templates.
    ///
    /// - Throws: ``CheckError`` naming a template folder missing from the tool's resources.
    public func files() throws -> [File] {
        let templates = try ScaffoldTemplates()
        let placeholders = ScaffoldPlaceholders(name: name, module: module)
        func written(_ templates: [ScaffoldTemplates.Template], in folder: String) -> [File] {
            templates.map { File(path: "\(folder)/\(placeholders.fill($0.name))", contents: placeholders.fill($0.text)) }
        }
        return written(try templates.sources(of: pattern), in: sourcesFolder)
            + written(try templates.tests(of: pattern), in: testsFolder)
    }

    /// Where the screen's sources go: the pattern's folder of the module, or, in the pattern's
    /// own target, the target's folder (a folder per VIPER module, as the Gallery's).
    public var sourcesFolder: String {
        guard isPatternTarget else { return "\(sourcesPath)/\(pattern.folder)" }
        return pattern == .viper ? "\(sourcesPath)/\(name)" : sourcesPath
    }

    /// Where the screen's test goes.
    public var testsFolder: String {
        isPatternTarget ? "\(testsPath)/Patterns/\(pattern.folder)" : "\(testsPath)/\(pattern.folder)"
    }

    /// The layout a package asks for: a target named after the pattern's folder takes the screen
    /// (its tests in the first test target depending on it); else the package's only library.
    /// `module` names the module outright.
    public static func layout(in project: Project, pattern: Pattern, module: String? = nil) throws -> (module: String, sourcesPath: String, testsPath: String) {
        let name: String
        if let module {
            name = module
        } else if project.target(named: pattern.folder)?.kind == .library {
            name = pattern.folder
        } else {
            let libraries = project.targets.filter { $0.kind == .library }
            guard libraries.count == 1, let only = libraries.first else {
                let names = project.targets.filter { $0.kind != .test }.map(\.name).joined(separator: ", ")
                throw CheckError("name the module with --module; the package has \(names) and no target named \(pattern.folder)")
            }
            name = only.name
        }
        let sources = project.target(named: name)?.path ?? "Sources/\(name)"
        let tests = project.targets.first { $0.kind == .test && $0.dependencies.contains(name) }?.path ?? "Tests/\(name)Tests"
        return (name, sources, tests)
    }

    /// What to do next, printed after the files are written.
    public var nextSteps: String {
        """
        Plug `Load\(name)` where the app starts, or `trellis-check` reports it as unplugged:
            app.plug(Load\(name).self, to: …)        // in the start-up function taking `inout InjectedValues`
            Actions.plug(Load\(name).self, to: …)    // or for the whole process
        The test target needs the `Trellis` and `TrellisTesting` products.
        """
    }
}

/// Writes a new screen in one of the Gallery's patterns, and a test that compiles and passes as
/// written.
///
/// ```
/// trellis-check new --pattern ssa Greeting --module App
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
    /// The patterns the Gallery shows.
    public enum Pattern: String, Sendable, CaseIterable {
        /// Super Simple Architecture: renderable, rendering view, final interaction.
        case ssa
        /// Apple's MVC: a view controller that owns its view and reads the model.
        case mvc
        /// MVP: a passive view behind a delegate protocol, a presenter publishing view models.
        case mvp
        /// MVVM: an `@Observable` view model, a view bound to it.
        case mvvm
        /// MVVM with a coordinator.
        case mvvmc
        /// VIPER: view, interactor, presenter and router, assembled with their weak references.
        case viper
        /// Clean architecture: presenter, view model, view listening on the main actor.
        case clean

        /// The Gallery's folder, and target, for the pattern.
        public var folder: String {
            switch self {
            case .ssa: "SuperSimple"
            case .mvc: "MVC"
            case .mvp: "MVP"
            case .mvvm: "MVVM"
            case .mvvmc: "MVVMC"
            case .viper: "VIPER"
            case .clean: "Clean"
            }
        }
    }

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

    /// The files, sources first, then the test.
    public func files() -> [File] {
        let templates = ScaffoldTemplates(name: name, module: module)
        let sources: [(String, String)]
        let test: (String, String)
        switch pattern {
        case .ssa: (sources, test) = (templates.superSimple, templates.superSimpleTest)
        case .mvc: (sources, test) = (templates.mvc, templates.mvcTest)
        case .mvp: (sources, test) = (templates.mvp, templates.mvpTest)
        case .mvvm: (sources, test) = (templates.mvvm, templates.mvvmTest)
        case .mvvmc: (sources, test) = (templates.mvvmc, templates.mvvmcTest)
        case .viper: (sources, test) = (templates.viper, templates.viperTest)
        case .clean: (sources, test) = (templates.clean, templates.cleanTest)
        }
        let folder = sourcesFolder
        return [File(path: "\(folder)/Load\(name).swift", contents: templates.action)]
            + sources.map { File(path: "\(folder)/\($0.0).swift", contents: $0.1) }
            + [File(path: "\(testsFolder)/\(test.0).swift", contents: test.1)]
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

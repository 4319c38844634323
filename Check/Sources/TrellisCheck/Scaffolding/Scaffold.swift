/// Writes a new screen in one of the Gallery's patterns: its sources under
/// `Sources/<Module>/<Pattern>/` and a test under `Tests/<Module>Tests/<Pattern>/` that compiles
/// and passes as written.
///
/// ```
/// trellis-check new --pattern ssa Greeting --module Gallery
/// ```
///
/// Every pattern's screen shows what one action answers, `Load<Name>`; the test plugs it with
/// `@Test(.plugging(Load<Name>.self, to: …))`, and the app plugs it at start-up.
public struct Scaffold: Sendable {
    /// The patterns the Gallery shows.
    public enum Pattern: String, Sendable, CaseIterable {
        /// Super Simple Architecture: renderable, rendering view, final interaction.
        case ssa
        /// Clean architecture: presenter, view model, view listening on the main actor.
        case clean
        /// VIPER: view, interactor, presenter and router, assembled with their weak references.
        case viper
        /// MVVM with a coordinator.
        case mvvmc

        /// The Gallery's folder for the pattern.
        public var folder: String {
            switch self {
            case .ssa: "SuperSimple"
            case .clean: "Clean"
            case .viper: "VIPER"
            case .mvvmc: "MVVMC"
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
    /// Where the module's sources are (`Sources/Gallery`).
    public let sourcesPath: String
    /// Where its tests are (`Tests/GalleryTests`).
    public let testsPath: String

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
        case .ssa:
            sources = templates.superSimple
            test = templates.superSimpleTest
        case .clean:
            sources = templates.clean
            test = templates.cleanTest
        case .viper:
            sources = templates.viper
            test = templates.viperTest
        case .mvvmc:
            sources = templates.mvvmc
            test = templates.mvvmcTest
        }
        let folder = pattern.folder
        return [File(path: "\(sourcesPath)/\(folder)/Load\(name).swift", contents: templates.action)]
            + sources.map { File(path: "\(sourcesPath)/\(folder)/\($0.0).swift", contents: $0.1) }
            + [File(path: "\(testsPath)/\(folder)/\(test.0).swift", contents: test.1)]
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

import Foundation

/// A package of generated screens, as an app on the kit would write them: each screen declares
/// an action, a key, a renderable, a rendering view, a final interaction, a presenter and a
/// VIPER-style interactor, and the app's start-up plugs and installs everything.
struct GeneratedPackage {
    /// Lines per screen file, roughly.
    static let linesPerScreen = 114

    let screens: Int
    /// How many screens share a folder: 50 makes a package of a few large features, 1 one
    /// folder per screen. The picture draws each screen's parts (`Screen7View`,
    /// `Screen7Interaction`, …) as one screen either way.
    let screensPerFolder: Int

    init(lines: Int, screensPerFolder: Int = 50) {
        self.init(screens: max(1, (lines + Self.linesPerScreen - 1) / Self.linesPerScreen), screensPerFolder: screensPerFolder)
    }

    init(screens: Int, screensPerFolder: Int) {
        self.screens = screens
        self.screensPerFolder = screensPerFolder
    }

    /// Writes the package under `root` and returns how many lines it wrote.
    func write(to root: URL) throws -> Int {
        let fileManager = FileManager.default
        try? fileManager.removeItem(at: root)
        var lines = 0
        func write(_ text: String, _ path: String) throws {
            let url = root.appendingPathComponent(path)
            try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            lines += text.split(separator: "\n", omittingEmptySubsequences: false).count
        }
        try write(manifest, "Package.swift")
        for index in 0 ..< screens {
            try write(screen(index), "Sources/Features/Screen\(index / screensPerFolder)/Screen\(index).swift")
        }
        try write(startUp, "Sources/App/App.swift")
        return lines
    }

    private var manifest: String {
        """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: "Generated",
            targets: [
                .target(name: "Features"),
                .executableTarget(name: "App", dependencies: ["Features"]),
            ]
        )

        """
    }

    private var startUp: String {
        var lines = [
            "import Trellis",
            "import Features",
            "",
            "@main",
            "struct App {",
            "    static func main() {",
            "        InjectedValues.install(configureApp)",
            "    }",
            "}",
            "",
            "func configureApp(_ app: inout InjectedValues) {",
        ]
        for index in 0 ..< screens {
            lines.append("    app.plug(LoadScreen\(index).self, to: LoadScreen\(index)Implementation())")
            lines.append("    app.screen\(index)Repository = Screen\(index)Repository()")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private func screen(_ index: Int) -> String {
        let name = "Screen\(index)"
        return """
        import Trellis

        /// Loads what screen \(index) shows.
        public enum Load\(name): SyncAction {
            public typealias Input = Int
            public typealias Output = [String]
            public typealias Failure = Never
        }

        /// The implementation the app plugs.
        public struct Load\(name)Implementation: SyncPerforming {
            public init() {}

            public func perform(_ input: Int) -> [String] {
                (0 ..< input).map { "row \\($0) of \(index)" }
            }
        }

        /// Where screen \(index)'s items come from.
        public protocol \(name)Repositing: Sendable {
            func items() -> [String]
        }

        public struct \(name)Repository: \(name)Repositing {
            public init() {}

            public func items() -> [String] {
                ["a", "b", "c"]
            }
        }

        public struct \(name)RepositoryKey: InjectionKey {
            public static let defaultValue: any \(name)Repositing = \(name)Repository()
        }

        extension InjectedValues {
            public var screen\(index)Repository: any \(name)Repositing {
                get { Self[\(name)RepositoryKey.self] }
                set { Self[\(name)RepositoryKey.self] = newValue }
            }
        }

        /// What screen \(index) shows.
        struct \(name)Renderable: Renderable {
            let title: String
            let rows: [String]
            let count: Int
        }

        protocol \(name)Rendering: Rendering<\(name)Renderable> {}

        @MainActor
        protocol \(name)Interacting: AnyObject {
            func use(_ view: any \(name)Rendering)
            func didAppear()
            func didTapRow(_ row: Int)
        }

        @MainActor
        final class \(name)Interaction: \(name)Interacting {
            @Injected(\\.screen\(index)Repository) private var repository: any \(name)Repositing
            private var view = WeakRendering<\(name)Renderable>()
            private var selected: Int?

            func use(_ view: any \(name)Rendering) {
                self.view.use(view)
            }

            func didAppear() {
                let rows = action(Load\(name).self, repository.items().count)
                view.render(\(name)Renderable(title: "Screen \(index)", rows: rows, count: rows.count))
            }

            func didTapRow(_ row: Int) {
                selected = row
                if row % 2 == 0 {
                    didAppear()
                } else {
                    view.render(\(name)Renderable(title: "Row \\(row)", rows: [], count: 0))
                }
            }
        }

        @MainActor
        final class \(name)View: \(name)Rendering {
            private let write: (String) -> Void

            init(write: @escaping (String) -> Void) {
                self.write = write
            }

            func render(_ renderable: \(name)Renderable) {
                write(renderable.title)
                for row in renderable.rows {
                    write("  " + row)
                }
                write("\\(renderable.count) rows")
            }
        }

        final class \(name)Presenter: Presenter {
            let viewModels = ViewModels()

            func load(count: Int) {
                let rows = action(Load\(name).self, count)
                update(viewModel: \(name)ViewModel(rows: rows))
            }
        }

        struct \(name)ViewModel: Sendable, Equatable {
            var rows: [String] = []
        }

        """
    }
}

import Foundation
import PackagePlugin

/// Writes `GalleryPatterns.registered` from the dependencies Package.swift gives the target it
/// runs on: every pattern target, in the order Package.swift's `patterns` list gives them, so
/// adding a pattern is its folder and its line in that list, and no Swift code.
///
/// Each pattern target `Name` declares `public struct NamePattern: GalleryPattern` with an
/// `init()`; the plugin imports the target and lists `NamePattern()`. A dependency that is not
/// a pattern (the live screens) is named in ``shared``.
@main
struct PatternRegistration: BuildToolPlugin {
    /// The registry's dependencies that are not patterns.
    static let shared: Set<String> = ["LiveScreens"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let patterns = target.dependencies.compactMap { dependency -> String? in
            guard case let .target(module) = dependency, !Self.shared.contains(module.name) else { return nil }
            return module.name
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "GalleryPatterns+Registered.swift")
        // The file is written by /bin/sh rather than here so the build system knows it as the
        // command's output and writes it again only when the list changes (it is in the command).
        return [
            .buildCommand(
                displayName: "Registering the Gallery's \(patterns.count) patterns",
                executable: URL(filePath: "/bin/sh"),
                arguments: ["-c", "printf '%s' \"$1\" > \"$2\"", "sh", Self.source(patterns), output.path],
                outputFiles: [output]
            )
        ]
    }

    /// The Swift source registering `patterns`, in order.
    static func source(_ patterns: [String]) -> String {
        """
        // Written by the PatternRegistration plugin from the PatternRegistry target's
        // dependencies in Package.swift; edit that list, not this file.
        public import LiveScreens
        \(patterns.map { "import \($0)" }.joined(separator: "\n"))

        extension GalleryPatterns {
            /// Every registered pattern, in the order Package.swift lists them.
            public static let registered: [any GalleryPattern] = [
        \(patterns.map { "        \($0)Pattern()," }.joined(separator: "\n"))
            ]
        }

        """
    }
}

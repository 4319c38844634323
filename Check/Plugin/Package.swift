// swift-tools-version: 6.1
import PackageDescription

// The command plugin, in a package of its own: SwiftPM builds a plugin's tool a second time for
// the host (every module under `trellis-check`, swift-syntax included) whenever it builds the
// package that declares the plugin, so declared beside the checker it would double the build
// of every `swift test` of the checker. An app that wants `swift package trellis-check` depends
// on this package; the checker's own tests never build it.

let package = Package(
    name: "TrellisCheckPlugin",
    platforms: [.macOS(.v15)],
    products: [
        .plugin(name: "TrellisCheckPlugin", targets: ["TrellisCheckPlugin"])
    ],
    dependencies: [
        .package(name: "TrellisCheck", path: "..")
    ],
    targets: [
        .plugin(
            name: "TrellisCheckPlugin",
            // Reads only: `new` and `list --output` write files, so they run as the executable.
            capability: .command(
                intent: .custom(verb: "trellis-check", description: "Check the package's feature graph and architecture rules")
            ),
            dependencies: [.product(name: "trellis-check", package: "TrellisCheck")]
        )
    ]
)

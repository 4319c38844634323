// swift-tools-version: 6.1
import PackageDescription

// trellis-check: the feature graph, the architecture rules and the scaffolding, read from source.
//
// A package of its own, so that no app depending on Trellis ever resolves swift-syntax: SwiftPM
// clones every package a manifest names, even one used only by a product the app never uses.
// Run from the repository root:
//   swift run --package-path Check trellis-check --package-path .          (check the kit)
//   swift run --package-path Check trellis-check graph --package-path Gallery --format mermaid
//   swift run -c release --package-path Check trellis-check-benchmark     (speed against a parse)

/// One settings array for every target, so the checker keeps the same language rules as the kit.
let settings: [SwiftSetting] = [
    // SE-0335: existential types are spelled `any P`, so their cost is visible at the call site.
    .enableUpcomingFeature("ExistentialAny"),
    // SE-0409: an import is internal unless it says otherwise, so no module leaks its dependencies.
    .enableUpcomingFeature("InternalImportsByDefault"),
    // SE-0444: a member is visible only where its module is imported.
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "TrellisCheck",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TrellisCheck", targets: ["TrellisCheck"]),
        .executable(name: "trellis-check", targets: ["trellis-check"]),
        .executable(name: "trellis-check-benchmark", targets: ["trellis-check-benchmark"]),
    ],
    dependencies: [
        // A range, not one version: an app running the command plugin resolves one swift-syntax
        // for this package and its own macro packages together, and an exact pin here fails that
        // resolution whenever they want another. swift-syntax's own advice ("Macro Versioning" in
        // its documentation) is a range over the major versions a package supports, up to the next
        // untested one; `from:` would stop at the next major, and swift-syntax takes a new major
        // with each Swift release. 602.0.0 is the lowest the checker builds with and passes its
        // tests against (600 has no `SwiftIfConfig`; 601 is not tested), 603 is Swift 6.3's, and
        // Scripts/swift-syntax-versions.sh runs the tests against each end.
        .package(url: "https://github.com/swiftlang/swift-syntax", "602.0.0"..<"604.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
    ],
    targets: [
        .target(
            name: "TrellisCheck",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                // The parser's own messages for a file that does not parse.
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                // `#if` conditions, evaluated as the compiler does, to leave unread what no build compiles.
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ],
            // What `new` writes, as Swift files with placeholders (Scaffolding/Templates/README.md).
            // Copied, not processed: processing would flatten the folders, whose files share names.
            resources: [.copy("Scaffolding/Templates")],
            swiftSettings: settings
        ),
        .executableTarget(
            name: "trellis-check",
            dependencies: [
                "TrellisCheck",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: settings
        ),
        // Generated sources checked against a plain parse of the same files, the floor.
        .executableTarget(
            name: "trellis-check-benchmark",
            dependencies: [
                "TrellisCheck",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "TrellisCheckTests",
            dependencies: [
                "TrellisCheck",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            resources: [.copy("Fixtures"), .copy("Schemas")],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)

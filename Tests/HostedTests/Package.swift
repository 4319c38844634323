// swift-tools-version: 6.1
import PackageDescription

// An app that hosts its tests, on Linux: `Tests/HostedTests/run.sh` builds this package, links
// the test bundle itself against the app, and runs the app, which reads and installs values as
// it starts and only then loads the bundle (and with it TrellisTesting) into its process with
// dlopen — Xcode's default for an iOS app's test target. See run.sh for the layout.

/// The root package's settings, so the probe is written under the same language rules.
let settings: [SwiftSetting] = [
    // SE-0335: existential types are spelled `any P`, so their cost is visible at the call site.
    .enableUpcomingFeature("ExistentialAny"),
    // SE-0409: an import is internal unless it says otherwise, so no module leaks its dependencies.
    .enableUpcomingFeature("InternalImportsByDefault"),
    // SE-0444: a member is visible only where its module is imported.
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "TrellisHostedTests",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        // The app: the kit's core and the app's code in one executable, which exports its
        // symbols so that the bundle it loads binds to them (Xcode's BUNDLE_LOADER).
        .executable(name: "hosted-app", targets: ["hosted-app"]),
        // What SwiftPM itself would make of the test bundle: a dynamic library holding its own
        // copy of the core, so a second registry. run.sh never loads it; it reads the list of
        // objects SwiftPM links into it, and links the bundle from that list without the app's.
        .library(name: "HostedBundleAlone", type: .dynamic, targets: ["HostedTestsBundle"]),
    ],
    dependencies: [
        .package(name: "Trellis", path: "../.."),
    ],
    targets: [
        // The app's own code: its keys, the action it plugs, and what it does as it starts.
        .target(name: "HostApp", dependencies: [.product(name: "Trellis", package: "Trellis")], swiftSettings: settings),
        .executableTarget(
            name: "hosted-app",
            dependencies: ["HostApp"],
            swiftSettings: settings,
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"], .when(platforms: [.linux]))]
        ),
        // The test bundle: XCTest cases, and the entry point the app calls once it has loaded it.
        .target(
            name: "HostedTestsBundle",
            dependencies: ["HostApp", .product(name: "TrellisTesting", package: "Trellis")],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.1
import PackageDescription

// A package of its own, built with `-c release` by `Tests/TrellisTests/ReleaseProbeTests.swift`:
// each probe misuses the kit the way an app could, so the test can check that the message,
// and the app's own file and line, survive an optimised build.
//
//   swift build -c release --package-path Tests/ReleaseProbes --scratch-path .build-probes
//   .build-probes/release/trellis-probe <probe>

/// The root package's settings, so the probes are written under the same language rules.
let settings: [SwiftSetting] = [
    // SE-0335: existential types are spelled `any P`, so their cost is visible at the call site.
    .enableUpcomingFeature("ExistentialAny"),
    // SE-0409: an import is internal unless it says otherwise, so no module leaks its dependencies.
    .enableUpcomingFeature("InternalImportsByDefault"),
    // SE-0444: a member is visible only where its module is imported.
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "TrellisReleaseProbes",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    dependencies: [
        .package(name: "Trellis", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "trellis-probe",
            dependencies: [.product(name: "Trellis", package: "Trellis")],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)

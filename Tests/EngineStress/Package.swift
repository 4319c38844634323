// swift-tools-version: 6.1
import PackageDescription

// A package of its own, built with `-c release` (and again under the address and thread
// sanitizers) by `Tests/EngineStress/run.sh`: each scenario drives the storage engine the way
// a busy app could — threads that end inside a call or call from a thread-exit destructor, a
// value whose deinit writes, readers racing a writer — and fails when a call reaches a freed
// implementation, a read sees a freed, torn, never-installed or older value, or the engine hangs.
//
//   swift build -c release --package-path Tests/EngineStress --scratch-path .build-stress-release
//   .build-stress-release/release/trellis-stress all --seconds 5

/// The root package's settings, so the stress program is written under the same language rules.
let settings: [SwiftSetting] = [
    // SE-0335: existential types are spelled `any P`, so their cost is visible at the call site.
    .enableUpcomingFeature("ExistentialAny"),
    // SE-0409: an import is internal unless it says otherwise, so no module leaks its dependencies.
    .enableUpcomingFeature("InternalImportsByDefault"),
    // SE-0444: a member is visible only where its module is imported.
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "TrellisEngineStress",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    dependencies: [
        .package(name: "Trellis", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "trellis-stress",
            dependencies: [.product(name: "Trellis", package: "Trellis")],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)

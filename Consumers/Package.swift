// swift-tools-version: 6.2
import PackageDescription

// MARK: - The compiler settings apps build with

/// A new app from Xcode 26's template with Swift Language Version set to 6.
let xcodeNewApp: [SwiftSetting] = [
    .swiftLanguageMode(.v6),  // SWIFT_VERSION = 6
    .defaultIsolation(MainActor.self),  // SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor (SE-0466)
    // SWIFT_APPROACHABLE_CONCURRENCY = YES: these two, and three that Swift 6 mode already has.
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),  // SE-0461
    .enableUpcomingFeature("InferIsolatedConformances"),  // SE-0470
    .enableUpcomingFeature("MemberImportVisibility"),  // SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY = YES (SE-0444)
]

/// A new app exactly as Xcode 26's template makes it: Swift 5 mode, with concurrency checked
/// completely.
let swift5NewApp: [SwiftSetting] = [
    .swiftLanguageMode(.v5),  // SWIFT_VERSION = 5.0
    .enableUpcomingFeature("StrictConcurrency"),  // SWIFT_STRICT_CONCURRENCY = complete (SE-0337)
    .defaultIsolation(MainActor.self),  // SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor (SE-0466)
    // SWIFT_APPROACHABLE_CONCURRENCY = YES: all five, as Swift 5 mode has none of them.
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),  // SE-0461
    .enableUpcomingFeature("InferIsolatedConformances"),  // SE-0470
    .enableUpcomingFeature("DisableOutwardActorInference"),  // SE-0401
    .enableUpcomingFeature("GlobalActorIsolatedTypesUsability"),  // SE-0434
    .enableUpcomingFeature("InferSendableFromCaptures"),  // SE-0418
    .enableUpcomingFeature("MemberImportVisibility"),  // SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY = YES (SE-0444)
]

/// Swift 6 with nothing added: SWIFT_VERSION = 6, Default Actor Isolation nonisolated,
/// Approachable Concurrency off — an app made before Xcode 26, and every package's default.
let swift6Plain: [SwiftSetting] = [
    .swiftLanguageMode(.v6)
]

// MARK: - One app, compiled once per setting

/// An app target and its tests, built with `settings`. Every app target's folder is a link to
/// `Sources/Shared` and every test target's to `Tests/Shared`, so each setting compiles the
/// same files into a module of its own. The tests write `@testable import NotesApp`, and each
/// test target maps that name to its own app module (`-module-alias`, the flag SwiftPM's
/// `moduleAliases` passes), so no test file names a setting.
func notesApp(_ name: String, _ settings: [SwiftSetting]) -> [Target] {
    [
        .target(
            name: name,
            dependencies: [.product(name: "Trellis", package: "Trellis")],
            path: "Sources/\(name)",
            swiftSettings: settings
        ),
        .testTarget(
            name: "\(name)Tests",
            dependencies: [
                .target(name: name),
                .product(name: "Trellis", package: "Trellis"),
                .product(name: "TrellisTesting", package: "Trellis"),
            ],
            path: "Tests/\(name)Tests",
            swiftSettings: settings + [.unsafeFlags(["-module-alias", "NotesApp=\(name)"])]
        ),
    ]
}

let package = Package(
    name: "Consumers",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    dependencies: [
        // Named, so `package: "Trellis"` holds whatever the clone's folder is called.
        .package(name: "Trellis", path: "..")
    ],
    targets: notesApp("XcodeNewApp", xcodeNewApp)
        + notesApp("Swift5NewApp", swift5NewApp)
        + notesApp("Swift6Plain", swift6Plain)
)

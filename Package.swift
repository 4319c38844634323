// swift-tools-version: 6.1
import PackageDescription

/// One settings array for every target, so the whole kit keeps the same language rules.
let settings: [SwiftSetting] = [
    // SE-0335: existential types are spelled `any P`, so their cost is visible at the call site.
    .enableUpcomingFeature("ExistentialAny"),
    // SE-0409: an import is internal unless it says otherwise, so no module leaks its dependencies.
    .enableUpcomingFeature("InternalImportsByDefault"),
    // SE-0444: a member is visible only where its module is imported.
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Trellis", targets: ["Trellis"]),
        .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
        .executable(name: "hal9000", targets: ["hal9000"]),
    ],
    dependencies: [
        // The test kit's stateless-view property check; the core modules depend on nothing.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // MARK: - Core: one module per concept; dependencies point down only.
        .target(name: "TrellisSupport", dependencies: ["TrellisThreads"], swiftSettings: settings),  // internal: locks the sanitizer understands
        // The storage engine Injection and Plug share: one registry, one override scope.
        .target(
            name: "TrellisStorage", dependencies: ["TrellisSupport", "TrellisThreads"],
            exclude: ["README.md"],  // its invariants and ordering pairs, beside the code
            swiftSettings: settings
        ),
        .target(name: "TrellisThreads"),  // internal: the one C target; every operating-system call goes through it
        .target(name: "TrellisInjection", dependencies: ["TrellisLeaks", "TrellisStorage", "TrellisSupport", "TrellisThreads"], swiftSettings: settings),
        .target(name: "TrellisPlug", dependencies: ["TrellisInjection", "TrellisStorage"], swiftSettings: settings),
        // Clocks, dates, UUIDs and random numbers as injected values; the one core module that
        // imports Foundation, for `Date` and `UUID` (FoundationEssentials where it exists).
        .target(name: "TrellisDependencies", dependencies: ["TrellisInjection", "TrellisSupport"], swiftSettings: settings),
        .target(name: "TrellisRendering", swiftSettings: settings),
        .target(name: "TrellisPresentation", dependencies: ["TrellisSupport"], swiftSettings: settings),
        // The debug leak detector: below Navigation, which reports what it dismisses, and apps,
        // which turn it on; a module of its own so neither needs the other, nor TrellisSupport.
        .target(name: "TrellisLeaks", dependencies: ["TrellisSupport", "TrellisThreads"], swiftSettings: settings),
        .target(name: "TrellisNavigation", dependencies: ["TrellisLeaks"], swiftSettings: settings),
        .target(
            name: "Trellis",
            dependencies: [
                "TrellisInjection", "TrellisDependencies", "TrellisPlug", "TrellisRendering",
                "TrellisPresentation", "TrellisNavigation", "TrellisLeaks",
            ],
            swiftSettings: settings
        ),
        // TrellisTesting's load-time hook: tells the core, as a test binary loads, that tests run.
        .target(name: "TrellisTestingLoad"),
        .target(
            name: "TrellisTesting",
            dependencies: [
                "Trellis", "TrellisLeaks", "TrellisStorage", "TrellisSupport", "TrellisTestingLoad",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: settings
        ),

        // MARK: - Example
        // Super Simple Architecture's pod bay doors, written once: the demo, ArticleExamples and
        // the README's tests all use this feature.
        .target(name: "PodBayDoors", dependencies: ["TrellisRendering"], path: "Sources/hal9000/PodBayDoors", swiftSettings: settings),
        .executableTarget(name: "hal9000", dependencies: ["PodBayDoors"], path: "Sources/hal9000/Terminal", swiftSettings: settings),
        // A process that reads injected values as a SwiftUI preview's does, for the preview tests.
        .executableTarget(name: "preview-probe", dependencies: ["TrellisInjection"], path: "Tests/PreviewProbe", swiftSettings: settings),
        // An app's process reading keys of every lifetime, for the lifetime tests.
        .executableTarget(name: "lifetime-probe", dependencies: ["TrellisInjection", "TrellisLeaks"], path: "Tests/LifetimeProbe", swiftSettings: settings),

        // MARK: - Tests mirror Sources/
        // The four articles' own examples (docs/Patterns.md), written once and shared by every test
        // target.
        .target(
            name: "ArticleExamples",
            dependencies: ["TrellisInjection", "TrellisPlug", "TrellisRendering", "TrellisNavigation", "PodBayDoors"],
            path: "Tests/ArticleExamples",
            swiftSettings: settings
        ),
        .testTarget(name: "TrellisStorageTests", dependencies: ["TrellisStorage"], swiftSettings: settings),
        .testTarget(name: "TrellisLeaksTests", dependencies: ["TrellisLeaks", "TrellisSupport"], swiftSettings: settings),
        .testTarget(name: "TrellisInjectionTests", dependencies: ["TrellisInjection", "TrellisStorage", "ArticleExamples"], swiftSettings: settings),
        .testTarget(
            name: "TrellisDependenciesTests",
            dependencies: ["TrellisDependencies", "TrellisInjection", "TrellisTesting"],
            swiftSettings: settings
        ),
        .testTarget(name: "TrellisPlugTests", dependencies: ["TrellisPlug", "TrellisInjection", "ArticleExamples"], swiftSettings: settings),
        .testTarget(name: "TrellisRenderingTests", dependencies: ["TrellisRendering", "ArticleExamples"], swiftSettings: settings),
        .testTarget(name: "TrellisPresentationTests", dependencies: ["TrellisPresentation"], swiftSettings: settings),
        .testTarget(
            name: "TrellisNavigationTests",
            dependencies: ["TrellisNavigation", "TrellisLeaks", "TrellisInjection", "ArticleExamples"],
            swiftSettings: settings
        ),
        .testTarget(
            name: "TrellisTests",
            dependencies: [
                "Trellis", "TrellisTesting", "PodBayDoors", "hal9000",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "TrellisTestingTests",
            dependencies: [
                "TrellisTesting", "Trellis", "TrellisSupport", "ArticleExamples",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)

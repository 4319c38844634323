// swift-tools-version: 6.1
import PackageDescription

/// The root package's settings array, so the Gallery keeps the kit's language rules.
let languageRules: [SwiftSetting] = [
    // SE-0335: existential types are spelled `any P`, so their cost is visible at the call site.
    .enableUpcomingFeature("ExistentialAny"),
    // SE-0409: an import is internal unless it says otherwise, so no module leaks its dependencies.
    .enableUpcomingFeature("InternalImportsByDefault"),
    // SE-0444: a member is visible only where its module is imported.
    .enableUpcomingFeature("MemberImportVisibility"),
]

/// The Gallery's own targets: the kit's rules, and SE-0461, so a nonisolated async function
/// runs on its caller's actor until it suspends. A click handled on the main actor then does
/// not cross to the global executor and back at every call on its way to the database. The
/// PostgreSQL target and the tests keep Swift 6's default (see each).
let settings: [SwiftSetting] = languageRules + [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]

/// What a pattern may build on: the shared domain, the live screens with their platform, and
/// the kit. Not the database, the server or another pattern, so the compiler keeps each
/// pattern to its layer.
let sharedLayers: [Target.Dependency] = ["GalleryDomain", "LiveScreens", .product(name: "Trellis", package: "Trellis")]

/// One target per pattern, in Sources/<name>, in the order the index lists them. MVVM-C is, by
/// its article, MVVM's views and view models with coordinators added: the one pattern that
/// builds on another. Adding a pattern is its folder and its line here.
let patterns: [Target] = [
    .target(name: "SuperSimple", dependencies: sharedLayers, swiftSettings: settings),
    .target(name: "MVC", dependencies: sharedLayers, swiftSettings: settings),
    .target(name: "MVP", dependencies: sharedLayers, swiftSettings: settings),
    .target(name: "MVVM", dependencies: sharedLayers, swiftSettings: settings),
    .target(name: "MVVMC", dependencies: sharedLayers + ["MVVM"], swiftSettings: settings),
    .target(name: "VIPER", dependencies: sharedLayers, swiftSettings: settings),
    .target(name: "Clean", dependencies: sharedLayers, swiftSettings: settings),
    .target(name: "Unidirectional", dependencies: sharedLayers, swiftSettings: settings),
]

/// The Gallery: one feature built once per architecture pattern, served as live web pages.
///
/// A package of its own, so apps that depend on Trellis never resolve a web server or a
/// database.
let package = Package(
    name: "Gallery",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "gallery", targets: ["GalleryCommand"])
    ],
    dependencies: [
        .package(name: "Trellis", path: ".."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", exact: "2.8.1"),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio", exact: "1.33.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
        // Already resolved through hummingbird; named so open pages are told before a shutdown,
        // and for the PostgreSQL pool and likes relay that run as the application's services.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", exact: "2.13.0"),
        // Already resolved through hummingbird (swift-nio-extras); named for the viewer cookie's
        // HMAC-SHA256 and its constant-time check.
        .package(url: "https://github.com/apple/swift-crypto", exact: "4.5.2"),
        // Already resolved through hummingbird; named for the channel handlers the server adds
        // where its libraries leave a gap (bad first requests, idle peers, unmasked frames), in
        // GalleryProtection.
        .package(url: "https://github.com/apple/swift-nio", exact: "2.101.3"),
    ],
    targets: patterns + [
        // The shared domain: users, photos, likes, the repositories (Injection) and the use
        // cases (Plug). Every other target builds on it.
        .target(
            name: "GalleryDomain",
            dependencies: [.product(name: "Trellis", package: "Trellis")],
            swiftSettings: settings
        ),
        // What every backend shares: the sample data its first start stores, and the signer of
        // viewer cookies under the secret it keeps.
        .target(
            name: "GalleryDatabase",
            dependencies: [
                "GalleryDomain",
                .product(name: "Trellis", package: "Trellis"),
                // The viewer cookie's HMAC-SHA256, under the secret the database keeps.
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: settings
        ),
        // SQLite behind the domain's repositories and actions: the embedded default.
        .target(
            name: "GallerySQLite",
            dependencies: [
                "GalleryDomain",
                "GalleryDatabase",
                .product(name: "Trellis", package: "Trellis"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: settings
        ),
        // PostgreSQL behind the same repositories and actions, for several instances on one
        // database; likes reach the other instances' pages through LISTEN/NOTIFY. Its pool and
        // that relay are ServiceLifecycle services the application runs and stops.
        .target(
            name: "GalleryPostgres",
            dependencies: [
                "GalleryDomain",
                "GalleryDatabase",
                .product(name: "Trellis", package: "Trellis"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            // Swift 6's default: postgres-nio's calls and the decoding of their rows run on the
            // global executor, not on the main actor a like comes from.
            swiftSettings: languageRules
        ),
        // What every pattern renders into, and the platform a pattern would get from UIKit:
        // the live page and its regions, locations, events, templates, and the view controller,
        // window and navigation controller.
        .target(
            name: "LiveScreens",
            dependencies: [
                "GalleryDomain",
                .product(name: "Trellis", package: "Trellis"),
                .product(name: "Mustache", package: "swift-mustache"),
                // A template that cannot render is a log line, not a stopped server.
                .product(name: "Logging", package: "swift-log"),
            ],
            // Templates and the page script, read at start-up.
            resources: [.copy("Resources")],
            swiftSettings: settings
        ),
        // Every pattern, in the order the index lists them: `GalleryPatterns.registered` is
        // written by the plugin below from this target's dependencies, which are the patterns
        // above, so a new pattern is its folder and its line in `patterns`.
        .target(
            name: "PatternRegistry",
            dependencies: ["LiveScreens"] + patterns.map { .target(name: $0.name) },
            swiftSettings: settings,
            plugins: ["PatternRegistration"]
        ),
        .plugin(name: "PatternRegistration", capability: .buildTool()),
        // What keeps the server up under a hostile client, and lean: the connection cap, its
        // reserve and the shedding that keeps it free, the request guard and its timeouts, the
        // live socket's outbox, write watchdog and event rate limit, the closing notice, and
        // the memory trim. No route or pattern is here, and no pattern depends on it.
        .target(
            name: "GalleryProtection",
            dependencies: [
                // The closing notice and the outbox hold the live page's messages.
                "LiveScreens",
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            swiftSettings: settings
        ),
        // The server and the start-up: pages, the live socket, the echo socket, shutdown, and
        // `configureGallery`, behind `GalleryProtection`. A library, so tests drive the same
        // code the command runs.
        .target(
            name: "Gallery",
            dependencies: [
                "GalleryProtection",
                "GalleryDomain",
                "GalleryDatabase",
                "GallerySQLite",
                "GalleryPostgres",
                "LiveScreens",
                "PatternRegistry",
                .product(name: "Trellis", package: "Trellis"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ],
            swiftSettings: settings
        ),
        // `gallery`: parses the command line and runs the server until SIGINT/SIGTERM.
        .executableTarget(
            name: "GalleryCommand",
            dependencies: [
                "Gallery",
                "GalleryDomain",
                "GallerySQLite",
                "GalleryPostgres",
                "LiveScreens",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                // The PostgreSQL pool and the likes relay are services of the application.
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "GalleryTests",
            dependencies: patterns.map { .target(name: $0.name) } + [
                "Gallery",
                "GalleryProtection",
                "GalleryDomain",
                "GalleryDatabase",
                "GallerySQLite",
                "GalleryPostgres",
                "LiveScreens",
                "PatternRegistry",
                .product(name: "Trellis", package: "Trellis"),
                .product(name: "TrellisTesting", package: "Trellis"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "HummingbirdWSTesting", package: "hummingbird-websocket"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                // A connection's pipeline driven by hand, for what a real socket cannot time.
                .product(name: "NIOEmbedded", package: "swift-nio"),
            ],
            swiftSettings: languageRules
        ),
        .testTarget(
            name: "GalleryCommandTests",
            dependencies: [
                "GalleryCommand",
                "Gallery",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: languageRules
        ),
    ],
    swiftLanguageModes: [.v6]
)

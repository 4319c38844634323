// swift-tools-version: 6.1
import PackageDescription

// A package of its own, so that users of Trellis never resolve the libraries it is compared with.
// Run from the repository root:
//   swift run -c release --package-path Benchmarks trellis-bench          (full run)
//   swift run -c release --package-path Benchmarks trellis-bench --smoke  (a few seconds)

let package = Package(
    name: "TrellisBenchmarks",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    dependencies: [
        .package(name: "Trellis", path: ".."),
        .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
        .package(url: "https://github.com/pointfreeco/swift-dependencies", exact: "1.17.1"),
    ],
    targets: [
        // A C function the optimizer cannot see through: every measured result goes into it,
        // so no case can be hoisted out of its loop or deleted.
        .target(name: "BenchmarkSink"),
        .executableTarget(
            name: "trellis-bench",
            dependencies: [
                "BenchmarkSink",
                .product(name: "Trellis", package: "Trellis"),
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "Dependencies", package: "swift-dependencies"),
            ],
        ),
    ],
    swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Fixture",
    targets: [
        .target(name: "Feature"),
        .executableTarget(name: "App", dependencies: ["Feature"]),
    ]
)

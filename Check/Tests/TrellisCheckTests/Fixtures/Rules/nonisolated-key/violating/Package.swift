// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Fixture",
    targets: [
        .target(name: "Feature", swiftSettings: [.defaultIsolation(MainActor.self)]),
    ]
)

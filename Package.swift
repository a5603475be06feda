// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "GridKit",
    // The libraries call no availability-gated API; the floor is what the package's
    // other parts need: gridkit-bench times with ContinuousClock/Duration and the
    // DocC SwiftUI `Layout` recipe uses the Layout protocol (both macOS 13 / iOS 16).
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "GridKit", targets: ["GridKit"]),
        .library(name: "GridKitDocument", targets: ["GridKitDocument"]),
        .library(name: "GridKitRender", targets: ["GridKitRender"]),
        .executable(name: "gridkit", targets: ["gridkit"]),
    ],
    targets: [
        // The engine: the nine-grid and the CSS Grid algorithm. Standard library only,
        // except the one bridge file that maps its geometry to CoreGraphics types.
        .target(name: "GridKit", exclude: ["Grid/README.md"]),
        // The JSON layout document of shared/spec/layout-document.md <-> LayoutTree.
        .target(name: "GridKitDocument", dependencies: ["GridKit"]),
        // SVG drawing, plain string building.
        .target(name: "GridKitRender", dependencies: ["GridKit"]),
        .executableTarget(name: "gridkit", dependencies: ["GridKit", "GridKitDocument", "GridKitRender"]),
        .executableTarget(name: "gridkit-bench", dependencies: ["GridKit"], path: "Benchmarks/gridkit-bench"),
        .testTarget(name: "GridKitTests", dependencies: ["GridKit"]),
        .testTarget(
            name: "GridKitDocumentTests", dependencies: ["GridKitDocument", "GridKit"],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "GridKitRenderTests", dependencies: ["GridKitRender", "GridKitDocument", "GridKit"],
            resources: [.copy("Snapshots")]),
        .testTarget(name: "gridkitTests", dependencies: ["gridkit"]),
    ]
)

// swift-tools-version: 6.0
// A package as an app team would write it: it depends on GridKit by path, imports
// Foundation and GridKit (and a stand-in for the names of SwiftUI and MacTypes, which
// Linux lacks) in the same file, and names every public type of GridKit's libraries
// unqualified. It builds only if no GridKit name is ambiguous with theirs.
// CI builds it (tools/adoption-fixture.sh); GridKitTests/Adoption/AdoptionFixtureTests
// fails when a public type is missing from EveryType.swift.
import PackageDescription

let package = Package(
    name: "AdoptionFixture",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [.package(name: "GridKit", path: "../..")],
    targets: [
        // Types named like SwiftUI's and MacTypes', as `import SwiftUI` brings them in.
        .target(name: "AppleNamesStandIn"),
        .target(
            name: "AdoptionFixture",
            dependencies: [
                "AppleNamesStandIn",
                .product(name: "GridKit", package: "GridKit"),
                .product(name: "GridKitDocument", package: "GridKit"),
                .product(name: "GridKitRender", package: "GridKit"),
            ]),
    ]
)

// swift-tools-version:6.0
import PackageDescription

/// An app split into modules: `CoreServices` and the `Feed` feature are targets of this package, `Networking` is a
/// separate local package. The app's graph includes the components of all three; `Feed` also applies the plugin
/// for a graph of its own (`FeedGraph`, for previews and tests of the feature alone).
let package = Package(
    name: "ModularApp",
    dependencies: [
        // Wiring itself, two folders up (`name:` keeps `package: "Wiring"` valid whatever the clone's folder is
        // called). In your own package: .package(url: "https://github.com/wiring-swift/Wiring", from: "0.1.0")
        .package(name: "Wiring", path: "../.."),
        .package(path: "Packages/Networking"),
    ],
    targets: [
        .target(name: "CoreServices"),
        .target(
            name: "Feed",
            dependencies: ["CoreServices", .product(name: "Networking", package: "Networking")],
            plugins: [.plugin(name: "WiringPlugin", package: "Wiring")]
        ),
        .executableTarget(
            name: "ModularApp",
            dependencies: ["Feed", "CoreServices", .product(name: "Networking", package: "Networking")],
            plugins: [.plugin(name: "WiringPlugin", package: "Wiring")]
        ),
    ]
)

// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Headlines",
    dependencies: [
        // Wiring itself, two folders up. In your own package: .package(url: "https://github.com/wiring-swift/Wiring", from: "0.1.0")
        .package(name: "Wiring", path: "../.."),
    ],
    targets: [
        // The app's code and its graph: the plugin generates AppGraph.swift into this target.
        .target(
            name: "HeadlinesKit",
            plugins: [.plugin(name: "WiringPlugin", package: "Wiring")]
        ),
        .executableTarget(name: "Headlines", dependencies: ["HeadlinesKit"]),
        // Tests replace the network with a mock through AppGraph.Overrides; production code stays as it is.
        .testTarget(name: "HeadlinesKitTests", dependencies: ["HeadlinesKit"]),
    ]
)

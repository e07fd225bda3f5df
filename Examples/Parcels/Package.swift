// swift-tools-version:6.1
import PackageDescription

/// An HTTP server on Hummingbird 2 whose services, repository and connection pool are wired by Wiring: one graph for
/// the process, a child graph for each request (the caller and a request id), and a teardown that closes the pool at
/// graceful shutdown. Only this example depends on Hummingbird; Wiring itself depends on nothing.
let package = Package(
    name: "Parcels",
    platforms: [.macOS(.v15)],
    dependencies: [
        // Wiring itself, two folders up (`name:` keeps `package: "Wiring"` valid whatever the clone's folder is
        // called). In your own package: .package(url: "https://github.com/wiring-swift/Wiring", from: "0.1.0")
        .package(name: "Wiring", path: "../.."),
        // `traits: []` leaves out Hummingbird's default traits (swift-configuration support), which this server
        // does not use: fewer packages to build.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        // The server's code and its graph: the plugin generates AppGraph.swift into this target.
        .target(
            name: "ParcelsKit",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            plugins: [.plugin(name: "WiringPlugin", package: "Wiring")]
        ),
        // The server: `swift run Parcels --port 8080`, stopped by Ctrl-C (SIGINT) or SIGTERM.
        .executableTarget(
            name: "Parcels",
            dependencies: ["ParcelsKit", .product(name: "ServiceLifecycle", package: "swift-service-lifecycle")]
        ),
        // Tests that start the server on 127.0.0.1 and send it real requests (HummingbirdTesting's live mode).
        .testTarget(
            name: "ParcelsKitTests",
            dependencies: [
                "ParcelsKit",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
    ]
)

// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RaceCar",
    dependencies: [
        // Wiring itself, two folders up. `name:` keeps `package: "Wiring"` below valid whatever the folder the
        // repository is cloned into is called. In your own package: .package(url: "https://github.com/wiring-swift/Wiring", from: "0.1.0")
        .package(name: "Wiring", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "RaceCar",
            plugins: [.plugin(name: "WiringPlugin", package: "Wiring")]
        ),
    ]
)

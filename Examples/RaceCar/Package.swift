// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RaceCar",
    dependencies: [
        // Wiring itself, two folders up. In your own package: .package(url: "https://github.com/…/Wiring", from: "0.1.0")
        .package(name: "Wiring", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "RaceCar",
            plugins: [.plugin(name: "WiringPlugin", package: "Wiring")]
        ),
    ]
)

// swift-tools-version:6.0
import PackageDescription

/// A separate package: what the app's graph uses of it must be `public`.
let package = Package(
    name: "Networking",
    products: [.library(name: "Networking", targets: ["Networking"])],
    targets: [.target(name: "Networking")]
)

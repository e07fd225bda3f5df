// swift-tools-version:6.0
// A library whose module the app renames with `moduleAliases`, as it would one whose name clashes.
import PackageDescription

let package = Package(
    name: "Utils",
    products: [.library(name: "Utils", targets: ["Utils"])],
    targets: [.target(name: "Utils")]
)

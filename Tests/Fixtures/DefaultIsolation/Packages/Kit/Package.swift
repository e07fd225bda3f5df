// swift-tools-version:6.0
// A library in a folder that is not named after it, which the app renames with `moduleAliases`.
import PackageDescription

let package = Package(
    name: "Kit",
    products: [.library(name: "Kit", targets: ["Kit"])],
    targets: [.target(name: "Kit", path: "Code/KitSources")]
)

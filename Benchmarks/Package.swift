// swift-tools-version:6.1
// The benchmarks of Wiring, kept out of the root package so that it stays free of dependencies. `synthesize` writes
// consuming packages of any size; `RuntimeHarness` times their graphs. See README.md for the commands.
import PackageDescription

let package = Package(
    name: "Benchmarks",
    products: [
        .executable(name: "synthesize", targets: ["synthesize"]),
        .library(name: "RuntimeHarness", targets: ["RuntimeHarness"]),
    ],
    targets: [
        .executableTarget(name: "synthesize"),
        .target(name: "RuntimeHarness"),
    ]
)

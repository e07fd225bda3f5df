// swift-tools-version:6.1
// The benchmarks of Wiring, kept out of the root package so that it stays free of dependencies. `synthesize` writes
// consuming packages of any size; `RuntimeHarness` times their graphs; `stages` times Wiring's pipeline stage by stage
// (it depends on the root package, for `WiringCore`). See README.md for the commands.
import PackageDescription

let package = Package(
    name: "Benchmarks",
    products: [
        .executable(name: "synthesize", targets: ["synthesize"]),
        .executable(name: "stages", targets: ["stages"]),
        .library(name: "RuntimeHarness", targets: ["RuntimeHarness"]),
    ],
    dependencies: [.package(name: "Wiring", path: "..")],
    targets: [
        .executableTarget(name: "synthesize"),
        // Wiring's pipeline stage by stage, for section 1's table of where the generator's time and memory go.
        .executableTarget(name: "stages", dependencies: [.product(name: "WiringCore", package: "Wiring")]),
        .target(name: "RuntimeHarness"),
    ]
)

// swift-tools-version:6.0
// Targets whose graphs are broken on purpose: building each must fail with exactly the diagnostics in
// Expected/<target>.txt, except `Warning`, which builds with the warning listed there (checked by
// Tests/WiringIntegrationTests/PackageBuildTests.swift).
import PackageDescription

let fixtures = ["BadConfiguration", "Cycle", "Duplicate", "Invisible", "Malformed", "Missing", "Misuse", "Warning"]

let package = Package(
    name: "WiringFixtures",
    dependencies: [.package(name: "Wiring", path: "../..")],
    targets: fixtures.map { name in
        .executableTarget(
            name: name,
            // `Invisible` includes a library module whose components are not visible to its graph.
            dependencies: name == "Invisible" ? ["InvisibleServices"] : [],
            plugins: [.plugin(name: "WiringPlugin", package: "Wiring")])
    } + [.target(name: "InvisibleServices")]
)

// swift-tools-version:6.0
// A package over several modules whose graphs need more than plain imports (checked by
// Tests/WiringIntegrationTests/AcrossModulesPackageTests.swift): `Feature`, a library with a public graph built with
// `InternalImportsByDefault` and `MemberImportVisibility`, calls an `@_spi(Lab)` init, an init and a teardown method
// that extensions in modules it does not import declare; `App` keeps its graph checked in as `Graph.generated.swift`
// with the build plugin still applied, and takes a component of `Utils`, which `moduleAliases` renames `AUtils`.
import PackageDescription

let package = Package(
    name: "AcrossModules",
    dependencies: [.package(name: "Wiring", path: "../../.."), .package(path: "Packages/Utils")],
    targets: [
        .target(name: "Base"),
        .target(name: "Core"),
        .target(name: "CoreExtras", dependencies: ["Core"]),
        .target(name: "CoreLifecycle", dependencies: ["Core"]),
        .target(
            name: "Feature",
            dependencies: ["Base", "Core", "CoreExtras", "CoreLifecycle"],
            swiftSettings: [
                .enableUpcomingFeature("InternalImportsByDefault"), .enableUpcomingFeature("MemberImportVisibility"),
            ],
            plugins: [.plugin(name: "WiringPlugin", package: "Wiring")]),
        .executableTarget(
            name: "App",
            dependencies: [
                "Feature", .product(name: "Utils", package: "Utils", moduleAliases: ["Utils": "AUtils"]),
            ],
            plugins: [.plugin(name: "WiringPlugin", package: "Wiring")]),
    ]
)

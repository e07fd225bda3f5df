// swift-tools-version:6.2
// A package whose targets are built with `.defaultIsolation(MainActor.self)` and no wiring.json: Wiring reads the
// setting in this manifest, for the app and for `Core` (checked by
// Tests/WiringIntegrationTests/PackageBuildTests+DefaultIsolation.swift). The app also takes `Kit`, which
// `moduleAliases` renames `AKit` and whose manifest gives it a `path:` of its own.
import PackageDescription

let package = Package(
    name: "DefaultIsolation",
    dependencies: [.package(name: "Wiring", path: "../../.."), .package(path: "Packages/Kit")],
    targets: [
        .target(name: "Core", swiftSettings: [.defaultIsolation(MainActor.self)]),
        .executableTarget(
            name: "App",
            dependencies: ["Core", .product(name: "Kit", package: "Kit", moduleAliases: ["Kit": "AKit"])],
            swiftSettings: [.defaultIsolation(MainActor.self)],
            plugins: [.plugin(name: "WiringPlugin", package: "Wiring")]),
    ]
)

// swift-tools-version:6.1
// 6.1 is the oldest tools version whose PackagePlugin API has every URL-based call the plugins use
// (`pluginWorkDirectoryURL`, `tool.url`, `Target.directoryURL`); it builds with every newer toolchain.
import PackageDescription

let package = Package(
    name: "Wiring",
    products: [
        .plugin(name: "WiringPlugin", targets: ["WiringPlugin"]),
        .plugin(name: "WiringCommandPlugin", targets: ["WiringCommandPlugin"]),
        .plugin(name: "WiringGeneratePlugin", targets: ["WiringGeneratePlugin"]),
        .executable(name: "wiring", targets: ["wiring"]),
        .library(name: "WiringCore", targets: ["WiringCore"]),
    ],
    targets: [
        .target(name: "WiringCore"),
        .executableTarget(name: "wiring", dependencies: ["WiringCore"]),
        // The mutation fuzzer (docs/Reliability.md): `swift run -c release wiring-fuzz --seed 1 --count 100000`.
        .executableTarget(name: "wiring-fuzz", dependencies: ["WiringCore", "SeededRandom"]),
        // The seeded random generator that the fuzzer and the tests share, so that a random case is made again from
        // the seed it prints.
        .target(name: "SeededRandom"),
        .plugin(name: "WiringPlugin", capability: .buildTool(), dependencies: ["wiring"]),
        // `swift package wiring graph|check|dump --target <name> …`, on the same sources the build plugin reads
        // (the plugins share the files of `Plugins/Shared` through symbolic links).
        .plugin(
            name: "WiringCommandPlugin",
            capability: .command(intent: .custom(verb: "wiring", description: "Check, dump or draw a target's object graph")),
            dependencies: ["wiring"]
        ),
        // `swift package --allow-writing-to-package-directory wiring-generate --target <name>`: a plugin of its own,
        // because a plugin that may write asks for that permission on every run, and `wiring check` should not.
        .plugin(
            name: "WiringGeneratePlugin",
            capability: .command(
                intent: .custom(verb: "wiring-generate", description: "Write a target's object graph into the package"),
                permissions: [.writeToPackageDirectory(reason: "to write the target's AppGraph.swift")]
            ),
            dependencies: ["wiring"]
        ),
        .testTarget(
            name: "WiringCoreTests",
            dependencies: ["WiringCore", "SeededRandom"],
            // Read from the source tree (so that WIRING_UPDATE_REFERENCES=1 can rewrite them), not bundled.
            exclude: ["References", "ErrorCases"]
        ),
        .testTarget(
            name: "WiringIntegrationTests",
            // `wiring` and `wiring-fuzz` are built with the tests so that they can run them; the nested package builds
            // compile their own.
            dependencies: ["WiringCore", "SeededRandom", "wiring", "wiring-fuzz"]
        ),
    ]
)

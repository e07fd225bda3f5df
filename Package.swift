// swift-tools-version:6.2
// Swift 6.2 and later read this manifest; Swift 6.1 reads Package@swift-6.1.swift, the same package without the
// `OptimizedTool` trait's compiler flag (before 6.2, SwiftPM refuses `unsafeFlags` in a package depended on by
// version). Keep the two alike: ManifestTests compares them.
import PackageDescription

/// The build plugin's tool (`WiringCore`, `WiringCommandLine`, `wiring`) compiled optimized in a debug build too, when
/// the package that depends on Wiring enables the trait `OptimizedTool`. SwiftPM builds a plugin's tool in the
/// build's own configuration (swift-package-manager issue 7233), so without it the tool a debug build runs is
/// compiled without optimization. Benchmarks/README.md (section 6) measures what it costs and saves.
let optimizedTool: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug, traits: ["OptimizedTool"]))]

let package = Package(
    name: "Wiring",
    products: [
        .plugin(name: "WiringPlugin", targets: ["WiringPlugin"]),
        .plugin(name: "WiringCommandPlugin", targets: ["WiringCommandPlugin"]),
        .plugin(name: "WiringGeneratePlugin", targets: ["WiringGeneratePlugin"]),
        .executable(name: "wiring", targets: ["wiring"]),
        .executable(name: "wiring-graph", targets: ["wiring-graph"]),
        .library(name: "WiringCore", targets: ["WiringCore"]),
        .library(name: "WiringPictures", targets: ["WiringPictures"]),
    ],
    traits: [
        .trait(
            name: "OptimizedTool",
            description: "Compile the build plugin's tool optimized (-O) in debug builds too: the generator's full "
                + "run is 4x as fast, and a clean build takes about a minute more of CPU (Benchmarks/README.md, "
                + "section 6)."
        )
    ],
    targets: [
        // The generator: what a build needs, and all that the build plugin's tool compiles.
        .target(name: "WiringCore", swiftSettings: optimizedTool),
        // The pictures of a graph (DOT, Mermaid, SVG and their layout), apart from the generator so that no build
        // compiles them: only `wiring-graph` and the fuzzer use them.
        .target(name: "WiringPictures", dependencies: ["WiringCore"]),
        // What `wiring` and `wiring-graph` share: reading the inputs, the options they all take, writing the output.
        .target(name: "WiringCommandLine", dependencies: ["WiringCore"], swiftSettings: optimizedTool),
        .executableTarget(
            name: "wiring", dependencies: ["WiringCore", "WiringCommandLine"], swiftSettings: optimizedTool),
        // `wiring-graph --format svg …`, which `swift package wiring graph` runs.
        .executableTarget(name: "wiring-graph", dependencies: ["WiringCore", "WiringPictures", "WiringCommandLine"]),
        // The mutation fuzzer (docs/Reliability.md): `swift run -c release wiring-fuzz --seed 1 --count 100000`.
        .executableTarget(name: "wiring-fuzz", dependencies: ["WiringCore", "WiringPictures", "SeededRandom"]),
        // The seeded random generator that the fuzzer and the tests share, so that a random case is made again from
        // the seed it prints.
        .target(name: "SeededRandom"),
        .plugin(name: "WiringPlugin", capability: .buildTool(), dependencies: ["wiring"]),
        // `swift package wiring graph|check|dump --target <name> …`, on the same sources the build plugin reads
        // (the plugins share the files of `Plugins/Shared` through symbolic links).
        .plugin(
            name: "WiringCommandPlugin",
            capability: .command(
                intent: .custom(verb: "wiring", description: "Check, dump or draw a target's object graph")),
            dependencies: ["wiring", "wiring-graph"]
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
            dependencies: ["WiringCore", "WiringPictures", "SeededRandom"],
            // Read from the source tree (so that WIRING_UPDATE_REFERENCES=1 can rewrite them), not bundled.
            exclude: ["References", "ErrorCases"]
        ),
        .testTarget(
            name: "WiringIntegrationTests",
            // `wiring`, `wiring-graph` and `wiring-fuzz` are built with the tests so that they can run them; the nested
            // package builds compile their own.
            dependencies: ["WiringCore", "WiringPictures", "SeededRandom", "wiring", "wiring-graph", "wiring-fuzz"],
            // Inputs that RealCodeInputTests reads from the source tree and compiles itself, each with its own graph.
            exclude: ["RealCodeInputs"]
        ),
    ]
)

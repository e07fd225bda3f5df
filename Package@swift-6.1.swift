// swift-tools-version:6.1
// What Swift 6.1 reads (Swift 6.2 and later read Package.swift): the same package, whose traits change nothing here.
// Its plugins always build their tools from source, even on a release: SwiftPM 6.1 keeps a target's dependency
// whatever the traits of its condition, so a release's prebuilt tools would be downloaded and the tools compiled as
// well. And SwiftPM 6.1 refuses `unsafeFlags` in a package depended on by version, so `OptimizedTool` has no `-O`
// here. 6.1 is the oldest tools version whose PackagePlugin API has every URL-based call the plugins use
// (`pluginWorkDirectoryURL`, `tool.url`, `Target.directoryURL`). Keep the two alike: ManifestTests compares them; the
// release job changes Package.swift only (Tools/release-manifest.sh).
import PackageDescription

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
        .default(enabledTraits: ["Prebuilt"]),
        .trait(
            name: "Prebuilt",
            description: "Run the plugins' tools as the release prebuilt them: Swift 6.2 or later only; with Swift "
                + "6.1, the tools are compiled from source (Package@swift-6.1.swift)."
        ),
        .trait(
            name: "SourceBuild",
            description: "Compile the plugins' tools from source: what Swift 6.1 always does."
        ),
        .trait(
            name: "OptimizedTool",
            description: "Compile the plugins' tools from source, optimized (-O) in debug builds too: Swift 6.2 or "
                + "later only; with Swift 6.1, the same as SourceBuild (Package@swift-6.1.swift).",
            enabledTraits: ["SourceBuild"]
        ),
    ],
    targets: [
        // The generator: what a build needs, and all that the build plugin's tool compiles.
        .target(name: "WiringCore"),
        // The pictures of a graph (DOT, Mermaid, SVG and their layout), apart from the generator so that no build
        // compiles them: only `wiring-graph` and the fuzzer use them.
        .target(name: "WiringPictures", dependencies: ["WiringCore"]),
        // What `wiring` and `wiring-graph` share: reading the inputs, the options they all take, writing the output.
        .target(name: "WiringCommandLine", dependencies: ["WiringCore"]),
        .executableTarget(name: "wiring", dependencies: ["WiringCore", "WiringCommandLine"]),
        // `wiring-graph --format svg …`, which `swift package wiring graph` runs.
        .executableTarget(name: "wiring-graph", dependencies: ["WiringCore", "WiringPictures", "WiringCommandLine"]),
        // The mutation fuzzer (docs/Reliability.md): `swift run -c release wiring-fuzz --seed 1 --count 100000`.
        .executableTarget(name: "wiring-fuzz", dependencies: ["WiringCore", "WiringPictures", "SeededRandom"]),
        // The seeded random generator that the fuzzer and the tests share, so that a random case is made again from
        // the seed it prints.
        .target(name: "SeededRandom"),
        .plugin(name: "WiringPlugin", capability: .buildTool(), dependencies: [.target(name: "wiring")]),
        // `swift package wiring graph|check|dump --target <name> …`, on the same sources the build plugin reads
        // (the plugins share the file of `Plugins/Shared` through symbolic links).
        .plugin(
            name: "WiringCommandPlugin",
            capability: .command(
                intent: .custom(verb: "wiring", description: "Check, dump or draw a target's object graph")),
            dependencies: [.target(name: "wiring"), .target(name: "wiring-graph")]
        ),
        // `swift package --allow-writing-to-package-directory wiring-generate --target <name>`: a plugin of its own,
        // because a plugin that may write asks for that permission on every run, and `wiring check` should not.
        .plugin(
            name: "WiringGeneratePlugin",
            capability: .command(
                intent: .custom(verb: "wiring-generate", description: "Write a target's object graph into the package"),
                permissions: [.writeToPackageDirectory(reason: "to write the target's AppGraph.swift")]
            ),
            dependencies: [.target(name: "wiring")]
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

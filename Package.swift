// swift-tools-version:6.2
// Swift 6.2 and later read this manifest; Swift 6.1 reads Package@swift-6.1.swift, the same package without the
// `OptimizedTool` trait's compiler flag (before 6.2, SwiftPM refuses `unsafeFlags` in a package depended on by
// version) and without a release's prebuilt tools (SwiftPM 6.1 does not leave out a dependency whose trait is
// disabled). Keep the two alike: ManifestTests compares them.
import PackageDescription

/// The prebuilt tools of a release: the artifact bundle of `wiring` and `wiring-graph` for macOS (arm64, x86_64) and
/// Linux (x86_64, aarch64) that Tools/make-artifact-bundle.sh builds. None on main, whose plugins build the tools
/// from source; a release's commit has the bundle's URL and checksum here instead (Tools/release-manifest.sh,
/// docs/Releasing.md). SwiftPM downloads a package's binary targets whatever its traits, hence none on main, where
/// the tests and the examples build from source and nothing is downloaded. Keep it one line: the release job
/// replaces it.
let prebuiltTools: Target? = nil

/// What the plugins depend on for their tools. With a prebuilt bundle: the bundle when the trait `Prebuilt` is enabled
/// (the default), and the executables built from source when `SourceBuild` is (or `OptimizedTool`, which enables it).
/// The bundle's artifacts are named as the executables, so a plugin's `context.tool(named:)` is the same either way.
/// Without one (main, or a package that depends on Wiring by path): the executables, whatever the traits.
let prebuiltToolsDependency: [Target.Dependency] =
    prebuiltTools.map { [.target(name: $0.name, condition: .when(traits: ["Prebuilt"]))] } ?? []
let sourceBuild: TargetDependencyCondition? = prebuiltTools == nil ? nil : .when(traits: ["SourceBuild"])

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
        .default(enabledTraits: ["Prebuilt"]),
        .trait(
            name: "Prebuilt",
            description: "Run the plugins' tools as the release prebuilt them (a download of the release's artifact "
                + "bundle), so that a build compiles none of Wiring: the default."
        ),
        .trait(
            name: "SourceBuild",
            description: "Compile the plugins' tools from source instead, as part of the build: for a platform the "
                + "release has no prebuilt tools for. Enable it instead of the default: traits: [\"SourceBuild\"]."
        ),
        .trait(
            name: "OptimizedTool",
            description: "Compile the plugins' tools from source (SourceBuild), optimized (-O) in debug builds too: "
                + "the generator's full run is 4x as fast as unoptimized, and a clean build takes about a minute more "
                + "of CPU (Benchmarks/README.md, section 6).",
            enabledTraits: ["SourceBuild"]
        ),
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
        .plugin(
            name: "WiringPlugin", capability: .buildTool(),
            dependencies: prebuiltToolsDependency + [.target(name: "wiring", condition: sourceBuild)]
        ),
        // `swift package wiring graph|check|dump --target <name> …`, on the same sources the build plugin reads
        // (the plugins share the file of `Plugins/Shared` through symbolic links).
        .plugin(
            name: "WiringCommandPlugin",
            capability: .command(
                intent: .custom(verb: "wiring", description: "Check, dump or draw a target's object graph")),
            dependencies: prebuiltToolsDependency + [
                .target(name: "wiring", condition: sourceBuild), .target(name: "wiring-graph", condition: sourceBuild),
            ]
        ),
        // `swift package --allow-writing-to-package-directory wiring-generate --target <name>`: a plugin of its own,
        // because a plugin that may write asks for that permission on every run, and `wiring check` should not.
        .plugin(
            name: "WiringGeneratePlugin",
            capability: .command(
                intent: .custom(verb: "wiring-generate", description: "Write a target's object graph into the package"),
                permissions: [.writeToPackageDirectory(reason: "to write the target's AppGraph.swift")]
            ),
            dependencies: prebuiltToolsDependency + [.target(name: "wiring", condition: sourceBuild)]
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
    ] + (prebuiltTools.map { [$0] } ?? [])
)

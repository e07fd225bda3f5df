import Foundation

/// The consuming packages `synthesize` writes into its output folder, each with the same component files:
///
/// - `Generated`: library `GeneratedApp`, wired by the Wiring plugin (the only dependency: Wiring, by path);
/// - `HandWired`: library `HandWiredApp`, wired by `HandWiredGraph.swift`, with no dependency at all;
/// - `HandWiredSpread`: library `HandWiredSpreadApp`, the same graph wired by hand as a team writes it at thousands
///   of components, spread over a file per feature area (`SpreadWiringSources`), with no dependency at all;
/// - `SwiftDependencies`: library `SwiftDependenciesApp`, registered with pointfreeco's swift-dependencies (a
///   `DependencyKey` per binding, `DependenciesSources`), its only dependency that package's `Dependencies` library;
/// - `SwiftDependenciesMacro`: the same, with the session's inputs registered by the `@DependencyEntry` macro, as
///   the library's documentation shows first: it also depends on `DependenciesMacros`, and so on swift-syntax;
/// - `Runtime`: library `SwinjectApp`, wired by a Swinject registration, and the executable `RuntimeBenchmark`, which
///   links the hand-written, generated, Swinject and swift-dependencies wirings and times them in one process with
///   `RuntimeHarness`.
///
/// `Generated` and `HandWired` differ only in their wiring, so building one against the other measures what the
/// plugin and the generated code cost. With entry points, `Generated` also names the graph's entry points
/// (`EntryPoints.swift`), and its scenarios read only those.
struct PackageLayout {
    let graph: SyntheticGraph
    let wiringRoot: URL
    let benchmarksRoot: URL
    /// The components the annotated app names as its graph's entry points; none: it names none.
    var entryPoints: [SyntheticGraph.Component] = []

    func write(to output: URL) throws {
        let components = ComponentSources(graph: graph)
        let wirings = WiringSources(graph: graph)
        let scenarios = ScenarioSources(graph: graph)
        let spread = SpreadWiringSources(graph: graph)
        let dependencies = DependenciesSources(graph: graph)
        func swiftDependencies(macro: Bool) -> [String: String] {
            [
                DependenciesSources.keysFileName: dependencies.keys(),
                DependenciesSources.inputKeysFileName: dependencies.inputKeys(macro: macro),
                DependenciesSources.sessionFileName: dependencies.session(),
                "DependenciesScenarios.swift": scenarios.source(ScenarioSources.dependencies),
            ]
        }
        var generated = [
            "GeneratedScenarios.swift": scenarios.source(
                ScenarioSources.generated, launchReads: entryPoints.isEmpty ? nil : entryPoints)
        ]
        if !entryPoints.isEmpty { generated[EntryPointSources.fileName] = EntryPointSources().file(entryPoints) }
        let targets: [(package: String, target: String, files: [String: String])] = [
            ("Generated", "GeneratedApp", generated),
            ("HandWired", "HandWiredApp", [
                "HandWiredGraph.swift": wirings.handWiredGraph(),
                "HandWiredScenarios.swift": scenarios.source(ScenarioSources.handWired()),
            ]),
            ("HandWiredSpread", "HandWiredSpreadApp", spread.files().merging(
                ["HandWiredScenarios.swift": scenarios.source(spread.scenarioWiring())]) { $1 }),
            ("SwiftDependencies", "SwiftDependenciesApp", swiftDependencies(macro: false)),
            ("SwiftDependenciesMacro", "SwiftDependenciesApp", swiftDependencies(macro: true)),
            ("Runtime", "SwinjectApp", [
                "SwinjectRegistration.swift": wirings.swinjectRegistration(),
                "SwinjectScenarios.swift": scenarios.source(ScenarioSources.swinject),
            ]),
        ]
        let fileManager = FileManager.default
        if fileManager.fileExists(atPath: output.path) {
            for package in targets.map(\.package) {
                try? fileManager.removeItem(at: output.appending(path: package).appending(path: "Sources"))
            }
        }
        for (package, target, files) in targets {
            let sources = output.appending(path: package).appending(path: "Sources").appending(path: target)
            let features = sources.appending(path: "Features")
            try fileManager.createDirectory(at: features, withIntermediateDirectories: true)
            for file in 0..<graph.fileCount {
                try write(components.file(file), to: features.appending(path: components.fileName(file)))
            }
            try write(components.sessionFile(), to: features.appending(path: ComponentSources.sessionFileName))
            for (name, text) in files {
                let file = sources.appending(path: name)
                try fileManager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try write(text, to: file)
            }
        }
        try write(generatedManifest, to: output.appending(path: "Generated/Package.swift"))
        try write(handWiredManifest("HandWired"), to: output.appending(path: "HandWired/Package.swift"))
        try write(handWiredManifest("HandWiredSpread"), to: output.appending(path: "HandWiredSpread/Package.swift"))
        try write(dependenciesManifest(macro: false), to: output.appending(path: "SwiftDependencies/Package.swift"))
        try write(dependenciesManifest(macro: true), to: output.appending(path: "SwiftDependenciesMacro/Package.swift"))
        try write(runtimeManifest, to: output.appending(path: "Runtime/Package.swift"))
        let main = output.appending(path: "Runtime/Sources/RuntimeBenchmark")
        try fileManager.createDirectory(at: main, withIntermediateDirectories: true)
        try write(runtimeMain, to: main.appending(path: "main.swift"))
    }

    private func write(_ text: String, to url: URL) throws {
        try Data(text.utf8).write(to: url)
    }

    private var generatedManifest: String {
        """
        // swift-tools-version:6.1
        // Written by Benchmarks/synthesize (\(graph.components.count) components). Do not edit.
        import PackageDescription

        let package = Package(
            name: "Generated",
            products: [.library(name: "GeneratedApp", targets: ["GeneratedApp"])],
            dependencies: [.package(name: "Wiring", path: "\(wiringRoot.path)")],
            targets: [
                .target(name: "GeneratedApp", plugins: [.plugin(name: "WiringPlugin", package: "Wiring")]),
            ]
        )

        """
    }

    /// A hand-wired package, `package`, of the library `<package>App`.
    private func handWiredManifest(_ package: String) -> String {
        """
        // swift-tools-version:6.1
        // Written by Benchmarks/synthesize (\(graph.components.count) components). Do not edit.
        import PackageDescription

        let package = Package(
            name: "\(package)",
            products: [.library(name: "\(package)App", targets: ["\(package)App"])],
            targets: [
                .target(name: "\(package)App"),
            ]
        )

        """
    }

    /// swift-dependencies at the version of the package mirror; `macro`: the target uses its macros too.
    static let dependenciesPackage = #".package(url: "https://github.com/pointfreeco/swift-dependencies", exact: "1.17.1")"#

    private func dependenciesManifest(macro: Bool) -> String {
        let macros = macro ? #", .product(name: "DependenciesMacros", package: "swift-dependencies")"# : ""
        return """
            // swift-tools-version:6.1
            // Written by Benchmarks/synthesize (\(graph.components.count) components). Do not edit.
            import PackageDescription

            let package = Package(
                name: "\(macro ? "SwiftDependenciesMacro" : "SwiftDependencies")",
                products: [.library(name: "SwiftDependenciesApp", targets: ["SwiftDependenciesApp"])],
                dependencies: [\(Self.dependenciesPackage)],
                targets: [
                    .target(
                        name: "SwiftDependenciesApp",
                        dependencies: [.product(name: "Dependencies", package: "swift-dependencies")\(macros)]
                    ),
                ]
            )

            """
    }

    private var runtimeManifest: String {
        """
        // swift-tools-version:6.1
        // Written by Benchmarks/synthesize (\(graph.components.count) components). Do not edit.
        import PackageDescription

        let package = Package(
            name: "Runtime",
            dependencies: [
                .package(path: "../Generated"),
                .package(path: "../HandWired"),
                .package(path: "../SwiftDependencies"),
                .package(name: "Benchmarks", path: "\(benchmarksRoot.path)"),
                .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
            ],
            targets: [
                .target(name: "SwinjectApp", dependencies: [.product(name: "Swinject", package: "Swinject")]),
                .executableTarget(
                    name: "RuntimeBenchmark",
                    dependencies: [
                        .product(name: "GeneratedApp", package: "Generated"),
                        .product(name: "HandWiredApp", package: "HandWired"),
                        "SwinjectApp",
                        .product(name: "SwiftDependenciesApp", package: "SwiftDependencies"),
                        .product(name: "RuntimeHarness", package: "Benchmarks"),
                    ]
                ),
            ]
        )

        """
    }

    private var runtimeMain: String {
        """
        // Written by Benchmarks/synthesize. Do not edit.
        import GeneratedApp
        import HandWiredApp
        import RuntimeHarness
        import SwiftDependenciesApp
        import SwinjectApp

        let handWired = HandWiredScenarios()
        let generated = GeneratedScenarios()
        let swinject = SwinjectScenarios()
        let dependencies = DependenciesScenarios()
        RuntimeComparison(
            componentCount: \(graph.components.count),
            deepChain: "\(graph.deepChainDepth) unscoped deep, \(graph.deepChainInstances) instances",
            childGraph: "\(SessionGraph.inputs.count) inputs; the one before it released",
            childBindings: "its \(graph.session.shared.count) shared bindings and 1 unscoped",
            variants: [
                GraphVariant(
                    name: "hand-written",
                    createGraphAndResolveShared: HandWiredScenarios.createGraphAndResolveShared,
                    resolveDeepChain: handWired.resolveDeepChain,
                    readHotShared: handWired.readHotShared,
                    readHotSharedFromAnyThread: handWired.readHotSharedFromAnyThread,
                    createChild: handWired.createSessions,
                    createChildAndResolveAll: handWired.createSessionsAndResolveAll,
                    readHotChildShared: handWired.readHotSessionShared),
                GraphVariant(
                    name: "generated",
                    createGraphAndResolveShared: GeneratedScenarios.createGraphAndResolveShared,
                    resolveDeepChain: generated.resolveDeepChain,
                    readHotShared: generated.readHotShared,
                    readHotSharedFromAnyThread: generated.readHotSharedFromAnyThread,
                    createChild: generated.createSessions,
                    createChildAndResolveAll: generated.createSessionsAndResolveAll,
                    readHotChildShared: generated.readHotSessionShared),
                GraphVariant(
                    name: "Swinject",
                    createGraphAndResolveShared: SwinjectScenarios.createGraphAndResolveShared,
                    resolveDeepChain: swinject.resolveDeepChain,
                    readHotShared: swinject.readHotShared,
                    readHotSharedFromAnyThread: swinject.readHotSharedFromAnyThread,
                    createChild: swinject.createSessions,
                    createChildAndResolveAll: swinject.createSessionsAndResolveAll,
                    readHotChildShared: swinject.readHotSessionShared),
                GraphVariant(
                    name: "swift-dependencies",
                    createGraphAndResolveShared: DependenciesScenarios.createGraphAndResolveShared,
                    resolveDeepChain: dependencies.resolveDeepChain,
                    readHotShared: dependencies.readHotShared,
                    readHotSharedFromAnyThread: dependencies.readHotSharedFromAnyThread,
                    createChild: dependencies.createSessions,
                    createChildAndResolveAll: dependencies.createSessionsAndResolveAll,
                    readHotChildShared: dependencies.readHotSessionShared),
            ],
            // Each wiring against the generated graph (the first, generated ÷ hand-written).
            ratios: [(1, 0), (2, 1), (3, 1)]
        ).run(arguments: CommandLine.arguments)

        """
    }
}

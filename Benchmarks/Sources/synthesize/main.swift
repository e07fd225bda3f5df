import Foundation

/// `synthesize --components N [--seed S] [--entry-points K] --output DIR [--wiring-root DIR]`: writes the consuming
/// packages of a synthetic app of N components (see `PackageLayout`). The same N and seed give the same files.
/// `--entry-points K`: the annotated app names the graph's entry points, K in each 100 components
/// (`SyntheticGraph.entryPoints(perHundred:)`), and its scenarios read only those; for compile measurements, as the
/// runtime benchmark then compares different work.
let usage =
    "usage: synthesize --components <N> [--seed <S>] [--entry-points <K>] --output <folder> [--wiring-root <Wiring's folder>]"

/// This file's place in the repository: Benchmarks/Sources/synthesize/main.swift.
let benchmarksRoot = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

func option(_ name: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

guard let componentCount = option("--components").flatMap(Int.init), componentCount > 0,
      let output = option("--output"), let seed = UInt64(option("--seed") ?? "1"),
      let entryPointsPerHundred = Int(option("--entry-points") ?? "0"), entryPointsPerHundred >= 0
else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}

let wiringRoot = option("--wiring-root").map { URL(filePath: $0, directoryHint: .isDirectory) }
    ?? benchmarksRoot.deletingLastPathComponent()
let graph = SyntheticGraph(componentCount: componentCount, seed: seed)
let outputURL = URL(filePath: output, directoryHint: .isDirectory).standardizedFileURL
let entryPoints = graph.entryPoints(perHundred: entryPointsPerHundred)
try PackageLayout(graph: graph, wiringRoot: wiringRoot.standardizedFileURL, benchmarksRoot: benchmarksRoot,
                  entryPoints: entryPoints)
    .write(to: outputURL)
print("""
    \(componentCount) components in \(graph.fileCount) files: \(graph.sharedBindable.count) shared bindings, \
    \(graph.components.count { $0.protocolName != nil }) protocol bindings, \
    \(graph.collections.reduce(0) { $0 + $1.count }) contributions to \(graph.collections.count) collections; \
    \(graph.collections.count) generic stores asked for \(SyntheticGraph.entryNames.count) record types each and \
    \(graph.collections.count) journals bound as compositions; \
    deepest unscoped chain \(graph.deepChainDepth) (\(graph.deepChainInstances) instances); a child graph of \
    \(SessionGraph.inputs.count) inputs, \(graph.session.shared.count) shared and 1 unscoped bindings\
    \(entryPoints.isEmpty ? "" : "; \(entryPoints.count) entry points") → \(outputURL.path)
    """)

import Foundation

/// `synthesize --components N [--seed S] --output DIR [--wiring-root DIR]`: writes the consuming packages of a
/// synthetic app of N components (see `PackageLayout`). The same N and seed give the same files.
let usage = "usage: synthesize --components <N> [--seed <S>] --output <folder> [--wiring-root <Wiring's folder>]"

/// This file's place in the repository: Benchmarks/Sources/synthesize/main.swift.
let benchmarksRoot = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

func option(_ name: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

guard let componentCount = option("--components").flatMap(Int.init), componentCount > 0,
      let output = option("--output"), let seed = UInt64(option("--seed") ?? "1")
else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}

let wiringRoot = option("--wiring-root").map { URL(filePath: $0, directoryHint: .isDirectory) }
    ?? benchmarksRoot.deletingLastPathComponent()
let graph = SyntheticGraph(componentCount: componentCount, seed: seed)
let outputURL = URL(filePath: output, directoryHint: .isDirectory).standardizedFileURL
try PackageLayout(graph: graph, wiringRoot: wiringRoot.standardizedFileURL, benchmarksRoot: benchmarksRoot)
    .write(to: outputURL)
print("""
    \(componentCount) components in \(graph.fileCount) files: \(graph.sharedBindable.count) shared bindings, \
    \(graph.components.count { $0.protocolName != nil }) protocol bindings, \
    \(graph.collections.reduce(0) { $0 + $1.count }) contributions to \(graph.collections.count) collections; \
    \(graph.collections.count) generic stores asked for \(SyntheticGraph.entryNames.count) record types each and \
    \(graph.collections.count) journals bound as compositions; \
    deepest unscoped chain \(graph.deepChainDepth) (\(graph.deepChainInstances) instances); a child graph of \
    \(SessionGraph.inputs.count) inputs, \(graph.session.shared.count) shared and 1 unscoped bindings → \(outputURL.path)
    """)

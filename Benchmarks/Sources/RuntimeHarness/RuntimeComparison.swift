import Dispatch
import Foundation

/// One wiring of the synthetic graph, as the harness drives it. Every operation returns a checksum of what it
/// resolved: equal checksums show that the wirings build the same graph, and using them keeps the optimizer from
/// dropping the work.
public struct GraphVariant: Sendable {
    public let name: String
    let createGraphAndResolveShared: @Sendable () -> Int
    let resolveDeepChain: @Sendable () -> Int
    let readHotShared: @Sendable (Int) -> Int
    let readHotSharedFromAnyThread: @Sendable (Int) -> Int
    /// The child graph's operations, each done the given number of times.
    let createChild: @Sendable (Int) -> Int
    let createChildAndResolveAll: @Sendable (Int) -> Int
    let readHotChildShared: @Sendable (Int) -> Int

    public init(name: String, createGraphAndResolveShared: @escaping @Sendable () -> Int,
                resolveDeepChain: @escaping @Sendable () -> Int, readHotShared: @escaping @Sendable (Int) -> Int,
                readHotSharedFromAnyThread: @escaping @Sendable (Int) -> Int,
                createChild: @escaping @Sendable (Int) -> Int,
                createChildAndResolveAll: @escaping @Sendable (Int) -> Int,
                readHotChildShared: @escaping @Sendable (Int) -> Int) {
        self.name = name
        self.createGraphAndResolveShared = createGraphAndResolveShared
        self.resolveDeepChain = resolveDeepChain
        self.readHotShared = readHotShared
        self.readHotSharedFromAnyThread = readHotSharedFromAnyThread
        self.createChild = createChild
        self.createChildAndResolveAll = createChildAndResolveAll
        self.readHotChildShared = readHotChildShared
    }
}

/// Times the same operations on several wirings of one graph in one process, and prints a Markdown table of the
/// median time per operation with the ratios asked for (by default, of each wiring to the one before it).
///
/// Each round times every wiring once per operation, in a rotating order, so that a change in the machine's load
/// during the run reaches all of them alike; the table shows the median over the rounds. A plain harness rather than
/// a benchmark framework: the wirings must run interleaved in one process, on a package written at run time.
///
/// Options: `--rounds <n>` (default 15), `--threads <n>` for the contended read (default 4), `--quick` (one round
/// of one call each: checks that everything runs and agrees, for CI).
public struct RuntimeComparison {
    let componentCount: Int
    let deepChain: String
    /// What the child graph holds, for the titles of its rows.
    let childGraph: String
    let childBindings: String
    let variants: [GraphVariant]
    /// The ratio columns, each a pair of indices into `variants`: numerator ÷ denominator.
    let ratios: [(Int, Int)]

    public init(componentCount: Int, deepChain: String, childGraph: String, childBindings: String,
                variants: [GraphVariant], ratios: [(Int, Int)]? = nil) {
        self.componentCount = componentCount
        self.deepChain = deepChain
        self.childGraph = childGraph
        self.childBindings = childBindings
        self.variants = variants
        self.ratios = ratios ?? variants.indices.dropFirst().map { ($0, $0 - 1) }
    }

    /// One timed operation: `batch(variant, count)` performs it `count` times and returns a checksum; `accesses`
    /// says how many operations a batch of `count` is (more than `count` when several threads run it).
    private struct Operation {
        let title: String
        let batch: (GraphVariant, Int) -> Int
        var accesses: (Int) -> Int = { $0 }
    }

    public func run(arguments: [String]) {
        let quick = arguments.contains("--quick")
        let rounds = quick ? 1 : Self.option("--rounds", in: arguments) ?? 15
        let threads = Self.option("--threads", in: arguments) ?? 4
        let operations = [
            Operation(title: "create the graph, resolve every shared binding") { variant, count in
                (0..<count).reduce(0) { sum, _ in sum &+ variant.createGraphAndResolveShared() }
            },
            Operation(title: "resolve the deep unscoped chain (\(deepChain))") { variant, count in
                (0..<count).reduce(0) { sum, _ in sum &+ variant.resolveDeepChain() }
            },
            Operation(title: "hot shared-instance read, 1 thread") { variant, count in
                variant.readHotShared(count)
            },
            Operation(title: "hot shared-instance read, \(threads) threads at once (wall time ÷ reads)",
                      batch: { variant, count in
                          let sums = Sums(count: threads)
                          DispatchQueue.concurrentPerform(iterations: threads) { thread in
                              sums.set(thread, variant.readHotSharedFromAnyThread(count))
                          }
                          return sums.total
                      },
                      accesses: { $0 * threads }),
            Operation(title: "create a child graph (\(childGraph))") { variant, count in
                variant.createChild(count)
            },
            Operation(title: "create a child graph, resolve \(childBindings)") { variant, count in
                variant.createChildAndResolveAll(count)
            },
            Operation(title: "hot shared-instance read in a child graph, 1 thread") { variant, count in
                variant.readHotChildShared(count)
            },
        ]

        guard checksumsAgree(operations) else { exit(1) }
        print("Runtime, \(componentCount) components, median of \(rounds) round(s), time per operation:\n")
        let ratioTitles = ratios.map { "\(variants[$0.0].name) ÷ \(variants[$0.1].name)" }
        print("| Operation | " + (variants.map(\.name) + ratioTitles).joined(separator: " | ") + " |")
        print("|" + String(repeating: " --- |", count: 1 + variants.count + ratios.count))
        var sink = 0
        for operation in operations {
            let counts = variants.map { quick ? 1 : calibratedCount(operation, $0, sink: &sink) }
            var samples = Array(repeating: [Double](), count: variants.count)
            for round in 0..<rounds {
                for offset in variants.indices {
                    let index = (round + offset) % variants.count
                    let start = DispatchTime.now().uptimeNanoseconds
                    sink &+= operation.batch(variants[index], counts[index])
                    let elapsed = DispatchTime.now().uptimeNanoseconds - start
                    samples[index].append(Double(elapsed) / Double(operation.accesses(counts[index])))
                }
            }
            let medians = samples.map(Self.median)
            let ratioCells = ratios.map { String(format: "%.2f×", medians[$0.0] / medians[$0.1]) }
            print("| \(operation.title) | " + (medians.map(Self.formatted) + ratioCells).joined(separator: " | ") + " |")
        }
        print("\n(checksum of all runs: \(sink))")
    }

    /// Runs each operation once on every wiring and reports any that disagree: they would not be the same graph.
    private func checksumsAgree(_ operations: [Operation]) -> Bool {
        var agree = true
        for operation in operations {
            let results = variants.map { operation.batch($0, 1) }
            if Set(results).count > 1 {
                let listed = zip(variants, results).map { "\($0.name): \($1)" }.joined(separator: ", ")
                FileHandle.standardError.write(Data("checksums differ for '\(operation.title)': \(listed)\n".utf8))
                agree = false
            }
        }
        return agree
    }

    /// The number of operations that take at least 20 ms together, so that the clock's resolution does not matter.
    private func calibratedCount(_ operation: Operation, _ variant: GraphVariant, sink: inout Int) -> Int {
        var count = 1
        while true {
            let start = DispatchTime.now().uptimeNanoseconds
            sink &+= operation.batch(variant, count)
            let elapsed = DispatchTime.now().uptimeNanoseconds - start
            if elapsed >= 20_000_000 || count >= 1 << 30 { return count }
            count *= elapsed < 2_000_000 ? 10 : 2
        }
    }

    private static func option(_ name: String, in arguments: [String]) -> Int? {
        guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
        return Int(arguments[index + 1])
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    private static func formatted(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<10: String(format: "%.2f ns", nanoseconds)
        case ..<10_000: String(format: "%.0f ns", nanoseconds)
        case ..<1_000_000: String(format: "%.1f µs", nanoseconds / 1_000)
        default: String(format: "%.1f ms", nanoseconds / 1_000_000)
        }
    }
}

/// The threads' checksums, each written by its own thread into its own slot.
private final class Sums: @unchecked Sendable {
    private var values: [Int]

    init(count: Int) { values = Array(repeating: 0, count: count) }

    func set(_ index: Int, _ value: Int) {
        values.withUnsafeMutableBufferPointer { $0[index] = value }
    }

    var total: Int { values.reduce(0, &+) }
}

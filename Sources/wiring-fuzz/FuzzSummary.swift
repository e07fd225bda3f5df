import Foundation

/// What a run tried and what came out, printed at its end.
struct FuzzSummary {
    private(set) var tried = 0
    private var byMutation: [Mutation: Int] = [:]
    private var stacked = 0
    private var generated = 0
    private var rejected = 0
    private var repeated = 0
    private var bytes = 0
    private(set) var failures: [(description: String, problem: String)] = []
    private var slowest: (seconds: Double, description: String)?

    mutating func record(
        _ input: FuzzInput, description: String, repeated wasRepeated: Bool,
        result: Result<InputCheck.Outcome, InputCheck.Failure>, seconds: Double
    ) {
        tried += 1
        for mutation in Set(input.mutations) { byMutation[mutation, default: 0] += 1 }
        if input.mutations.count > 1 { stacked += 1 }
        if wasRepeated { repeated += 1 }
        bytes += input.files.reduce(0) { $0 + $1.contents.count }
        switch result {
        case .success(.generated): generated += 1
        case .success(.rejected): rejected += 1
        case .failure(let failure): failures.append((description, failure.problem))
        }
        if seconds > slowest?.seconds ?? -1 { slowest = (seconds, description) }
    }

    func report(seconds: Double) -> String {
        let kinds = Mutation.allCases.map { "\($0.rawValue) \(byMutation[$0, default: 0])" }.joined(separator: ", ")
        var lines = [
            "wiring-fuzz: \(tried) inputs tried in \(Self.format(seconds)) s (\(bytes / 1_048_576) MB)",
            "  by mutation: \(kinds); \(stacked) inputs stacked several",
            "  outcomes: \(generated) generated, \(rejected) rejected with diagnostics, \(failures.count) failed",
            "  \(repeated) run again with the files reversed, through the model dump and the graph pictures",
        ]
        if let slowest {
            lines.append("  slowest: \(Self.format(slowest.seconds)) s of processor time, \(slowest.description)")
        }
        return lines.joined(separator: "\n")
    }

    private static func format(_ seconds: Double) -> String {
        String(format: "%.2f", seconds)
    }
}

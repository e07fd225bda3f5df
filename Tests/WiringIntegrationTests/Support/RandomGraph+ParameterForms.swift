import SeededRandom
import WiringCore

/// Parameter forms in random graphs: some graphs write init and provider parameters the ways real Swift 6 code
/// does, which ask for the bindings they asked for before: a value taken `consuming`, `borrowing` (stored with
/// `copy`), `__owned` or `__shared`, and a factory whose `throws` is `throws(any Error)`, or whose lack of one is
/// `throws(Swift.Never)`. From a random stream of their own (the seed XOR `0xF0_4A5`), so that a graph without them is
/// the one its seed made before; the simulation is the same, as the forms change how a value is passed, not which.
extension RandomGraph {
    /// How a parameter is written beyond the type it asks for.
    struct ParameterForm {
        /// `consuming`, `borrowing`, `__owned` or `__shared`, before a value's type.
        var ownership: String?
        /// A factory's effects written with a typed `throws`: `throws(any Error)` for `throws`, `throws(Never)` for
        /// none.
        var typedThrows = false
    }

    /// One graph in three: about a third of the value and factory parameters of the inits and provider functions
    /// it writes (not a memberwise struct's stored properties, a bundle's or an injected class's). One graph in four
    /// gets a closure input too (``addClosureInput(using:)``).
    mutating func addParameterForms(seed: UInt64) {
        var random = SplitMix64(seed: seed ^ 0xF0_4A5)
        if random.chance(25) { addClosureInput(using: &random) }
        guard random.chance(33) else { return }
        for node in nodes.indices {
            switch nodes[node].kind {
            case .component, .assisted, .provider: guard !nodes[node].isMemberwise else { continue }
            case .bundle, .injected: continue
            }
            for position in nodes[node].parameters.indices where random.chance(33) {
                switch nodes[node].parameters[position].request {
                case .value:
                    nodes[node].parameters[position].form.ownership =
                        random.pick(["consuming", "borrowing", "__owned", "__shared"])
                case .factory:
                    nodes[node].parameters[position].form.typedThrows = true
                default:
                    break
                }
            }
        }
    }

    /// The input `nextLimit: @Sendable () -> Int`, which one to three components and providers take as
    /// `@escaping @Sendable () -> Int`: the closure given, not a factory of the input `limit: Int` beside it
    /// (docs/Annotations.md, "Parameter and result forms").
    private mutating func addClosureInput(using random: inout SplitMix64) {
        let result = Int.random(in: 1_000...9_999, using: &random)
        inputs.append(Input(name: "nextLimit", type: "@Sendable () -> Int", literal: "{ \(result) }",
                            callResult: "\(result)"))
        let takers = nodes.indices.filter { nodes[$0].kind == .component || nodes[$0].kind == .provider }
        for node in takers.shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random)) {
            nodes[node].parameters.append(Parameter(name: "nextLimit", request: .input(inputs.count - 1)))
        }
    }

    /// The features of ``addParameterForms(seed:)``, for a batch's summary.
    var parameterFormFeatures: Set<String> {
        let parameters = nodes.flatMap(\.parameters)
        var features: Set<String> = []
        for ownership in ["consuming", "borrowing", "__owned", "__shared"]
        where parameters.contains(where: { $0.form.ownership == ownership }) {
            features.insert("parameter taken \(ownership)")
        }
        if parameters.contains(where: \.form.typedThrows) { features.insert("factory with a typed throws") }
        if inputs.contains(where: { $0.callResult != nil }) { features.insert("closure input taken as a value") }
        return features
    }
}

extension RandomGraph.Input {
    /// What the driver prints of the value it read as `expression`: a closure's result, the value otherwise.
    func reading(_ expression: String) -> String {
        callResult == nil ? expression : expression + "()"
    }

    /// What the driver expects that to print.
    var printedValue: String { callResult ?? literal }
}

extension RandomGraphSource {
    /// `consuming ` before a value's type; empty for a parameter written plainly.
    static func ownershipPrefix(_ parameter: RandomGraph.Parameter) -> String {
        parameter.form.ownership.map { $0 + " " } ?? ""
    }

    /// What the init assigns its stored property from: a `borrowing` parameter is copied.
    static func storedValue(_ parameter: RandomGraph.Parameter) -> String {
        parameter.form.ownership == "borrowing" ? "copy \(parameter.name)" : parameter.name
    }

    /// ` throws`, ` throws(any Error)`, ` throws(Swift.Never)` or nothing: what a factory type writes for its errors
    /// (`Swift.Never`, as the graph may declare a `Never` of its own: ``RandomGraph/addShadowingNames(seed:)``).
    static func throwsClause(isThrowing: Bool, typed: Bool) -> String {
        switch (isThrowing, typed) {
        case (true, false): " throws"
        case (true, true): " throws(any Error)"
        case (false, true): " throws(Swift.Never)"
        case (false, false): ""
        }
    }
}

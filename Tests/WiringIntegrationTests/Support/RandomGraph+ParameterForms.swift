import SeededRandom
import WiringCore

/// Parameter forms in random graphs: some graphs write init and provider parameters the ways real Swift 6 code
/// does, which ask for the bindings they asked for before: a value taken `consuming`, `borrowing` (stored with
/// `copy`), `__owned` or `__shared`, and a factory whose `throws` is `throws(any Error)`, or whose lack of one is
/// `throws(Never)`. From a random stream of their own (the seed XOR `0xF0_4A5`), so that a graph without them is
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
    /// it writes (not a memberwise struct's stored properties, a bundle's or an injected class's).
    mutating func addParameterForms(seed: UInt64) {
        var random = SplitMix64(seed: seed ^ 0xF0_4A5)
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

    /// ` throws`, ` throws(any Error)`, ` throws(Never)` or nothing: what a factory type writes for its errors.
    static func throwsClause(isThrowing: Bool, typed: Bool) -> String {
        switch (isThrowing, typed) {
        case (true, false): " throws"
        case (true, true): " throws(any Error)"
        case (false, true): " throws(Never)"
        case (false, false): ""
        }
    }
}

import SeededRandom

/// Random uses of a global actor the sources declare, as servers and apps declare them: the actor (an `actor` or a
/// final class with `static let shared`, sometimes without it, sometimes not marked `@globalActor`), reached through
/// its name, a typealias or a nested type; components isolated to it, shared or not, `Sendable` or not; consumers on
/// no actor, on the main actor or on the same actor; a teardown method isolated to it. Each piece is right or wrong at
/// random, so that both the isolation rules and their errors are exercised.
struct GlobalActorText {
    /// Makes the names of the declarations unique within the input: `Store3Actor`, `Store3`.
    var number: Int

    mutating func declarations(using generator: inout SplitMix64) -> String {
        let name = "Store\(number)"
        let actor = "\(name)Actor"
        var lines: [String] = []
        let marked = generator.chance(5, in: 6) ? ["@globalActor"] : []
        if generator.chance(2, in: 3) {
            lines += marked + ["actor \(actor) {", "    static let shared = \(actor)()", "}"]
        } else {
            let shared = generator.chance(4, in: 5) ? ["    static let shared = \(actor)()"] : []
            lines += marked + ["final class \(actor) {"] + shared + ["}"]
        }
        let spelling = ["@\(actor)", "@\(name)Isolation"].randomElement(using: &generator)!
        if spelling != "@\(actor)" || generator.chance(1, in: 4) {
            lines.append("typealias \(name)Isolation = \(actor)")
        }
        let scope = ["", "(scope: .shared)", "(scope: .shared, teardown: flush)", "(scope: .weak)"]
            .randomElement(using: &generator)!
        let sendable = generator.chance(2, in: 3) ? ": Sendable" : ""
        lines += ["// @Component\(scope)", "\(spelling) final class \(name)\(sendable) {", "    init() {}"]
        if generator.chance(1, in: 2) { lines.append("    \(spelling) func flush() {}") }
        lines.append("}")
        for consumer in 0..<Int.random(in: 1...3, using: &generator) {
            let isolation = ["", "@MainActor ", spelling + " ", "nonisolated "].randomElement(using: &generator)!
            let effects = generator.chance(1, in: 3) ? " async" : ""
            let parameter = generator.chance(1, in: 4) ? "() -> \(name)" : name
            lines += [
                "// @Component", "\(isolation)final class \(name)User\(consumer) {",
                "    init(store: \(parameter))\(effects) {}", "}",
            ]
        }
        number += 1
        return lines.joined(separator: "\n") + "\n"
    }
}

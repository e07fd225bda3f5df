import SeededRandom

/// Random class hierarchies, as real code declares them: a base class whose inits and `// @Inject` properties a
/// component inherits, sometimes through a middle class or a generic base; inits in the branches of an `#if`, marked
/// unavailable or convenience; an annotation parted from its class by a blank line or a `// MARK:`; a class's provider
/// that returns `Self`. Each piece is right or wrong at random, so that both the inheritance rules and their errors
/// are exercised.
struct HierarchyText {
    /// Makes the names of the declarations unique within the input: `Level3Base`, `Level3`.
    var number: Int

    mutating func declarations(using generator: inout SplitMix64) -> String {
        let name = "Level\(number)"
        let generic = generator.chance(1, in: 4)
        let base = generic ? "\(name)Base<Value>" : "\(name)Base"
        let parameterType =
            generic ? "Value" : ["Int", "String", "\(name)Part", "Self"].randomElement(using: &generator)!
        var lines = ["// @Component", "final class \(name)Part {}", "", "class \(base) {"]
        if generator.chance(1, in: 3) {
            let marked = generator.chance(1, in: 2) ? ["    // @Inject"] : []
            lines += ["    #if DEBUG"] + marked + ["    init(value: \(parameterType)) {}"]
            if generator.chance(2, in: 3) { lines += ["    #else", "    init(value: \(parameterType)) {}"] }
            lines.append("    #endif")
        } else {
            lines.append("    init(value: \(parameterType)) {}")
        }
        if generator.chance(1, in: 3) { lines += ["    @available(*, unavailable)", "    init() { fatalError() }"] }
        if generator.chance(1, in: 3) {
            lines += ["    // @Inject", "    convenience init(other: Int) { fatalError() }"]
        }
        if generator.chance(1, in: 2) { lines += ["    // @Inject", "    var part: \(name)Part!"] }
        lines.append("}")
        var superclass = generic ? "\(name)Base<\(name)Part>" : "\(name)Base"
        if generator.chance(1, in: 2) {
            lines.append("class \(name)Middle: \(superclass) {}")
            superclass = "\(name)Middle"
        }
        lines.append("// @Component")
        if generator.chance(1, in: 4) {
            lines += [["", "// MARK: - \(name)"], [""], ["// MARK: - \(name)"]].randomElement(using: &generator)!
        }
        lines.append("final class \(name): \(superclass) {")
        if generator.chance(1, in: 4) { lines.append("    init(own: Int) { fatalError() }") }
        if generator.chance(1, in: 2) { lines += ["    // @Inject", "    var other: \(name)Part?"] }
        lines.append("}")
        if generator.chance(1, in: 3) {
            lines += [
                "class \(name)Clock {", "    required init() {}", "    // @Provides",
                "    \(["class", "static"].randomElement(using: &generator)!) func make() -> Self { Self() }", "}",
            ]
        }
        number += 1
        return lines.joined(separator: "\n") + "\n"
    }
}

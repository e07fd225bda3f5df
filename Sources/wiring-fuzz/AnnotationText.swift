import SeededRandom

/// Random annotation comments, close enough to the grammar to get past its first checks and far enough to exercise
/// its errors: known and misspelled names, every option with good, bad and missing values, lists, generics, line
/// continuations and trailing text. Names come from the file being mutated, so that some annotations bind real types.
struct AnnotationText {
    /// Identifiers of the file (declared types first), to use as type and parameter names.
    var names: [String]

    private static let kinds = [
        "Component", "Provides", "Inject", "Inputs", "Bundle", "Named", "AllowEmpty", "Optional", "Lazy",
        "EntryPoints", "Componet", "component", "Provide", "Injected", "Name", "Option", "lazy", "EntryPoint",
    ]
    private static let options = [
        "scope", "as", "assisted", "into", "priority", "key", "teardown", "isolation", "graph", "scop", "As", "_",
    ]
    private static let fallbackNames = [
        "Engine", "Foo", "Any", "AnyObject", "String", "Int", "Self", "_", "class",
        "Outer.Inner", "Swift.Int", "any Engine", "some Engine", "Cache<String>",
        "Engine?", "[Engine]", "topSpeed", "close", "é", "ß",
    ]

    /// One annotation comment line, `// @…`, or several for an annotation whose options continue.
    mutating func annotation(using generator: inout SplitMix64) -> String {
        let kind = Self.kinds.randomElement(using: &generator)!
        var text = "// @" + kind
        switch Int.random(in: 0..<10, using: &generator) {
        case 0: break
        case 1: text += "(" + name(using: &generator) + ")"
        case 2: text += "()"
        default:
            let count = Int.random(in: 1...4, using: &generator)
            let options = (0..<count).map { _ in option(using: &generator) }
            let separator = generator.chance(1, in: 6) ? ",\n//     " : ", "
            text += "(" + options.joined(separator: separator) + (generator.chance(1, in: 20) ? "" : ")")
        }
        if generator.chance(1, in: 15) {
            text += [" // note", " x", ")", " ,", "\t", " (scope: .shared)"].randomElement(using: &generator)!
        }
        return text
    }

    private func option(using generator: inout SplitMix64) -> String {
        let option = Self.options.randomElement(using: &generator)!
        let value: String =
            switch option {
            case "scope":
                [".shared", ".unscoped", ".weak", ".singleton", "shared", ".", ""].randomElement(using: &generator)!
            case "as", "As": typeList(using: &generator)
            case "assisted":
                generator.chance(1, in: 2)
                    ? name(using: &generator)
                    : "["
                        + (0..<Int.random(in: 0...3, using: &generator)).map { _ in name(using: &generator) }.joined(
                            separator: ", ") + "]"
            case "into":
                generator.chance(1, in: 2)
                    ? "[" + type(using: &generator) + "]"
                    : "[String: " + type(using: &generator) + "]"
            case "priority":
                String(
                    Int.random(in: -2_000_000_000...2_000_000_000, using: &generator)
                        >> Int.random(in: 0...31, using: &generator))
            case "isolation":
                [".mainActor", ".nonisolated", ".MainActor", "mainActor", ".", ""].randomElement(using: &generator)!
            case "key":
                ["\"dark\"", "\"\"", "\"a b\"", "dark", "\"é\"", "\"a\\\"b\""].randomElement(using: &generator)!
            default: name(using: &generator)
            }
        return generator.chance(1, in: 25) ? option + " " + value : option + ": " + value
    }

    private func typeList(using generator: inout SplitMix64) -> String {
        switch Int.random(in: 0..<6, using: &generator) {
        case 0:
            "["
                + (0..<Int.random(in: 0...3, using: &generator)).map { _ in type(using: &generator) }.joined(
                    separator: ", ") + "]"
        case 1: type(using: &generator) + "<" + type(using: &generator) + ">"
        case 2: "any " + type(using: &generator)
        default: type(using: &generator)
        }
    }

    private func type(using generator: inout SplitMix64) -> String {
        generator.chance(3, in: 4) && !names.isEmpty
            ? names.randomElement(using: &generator)!
            : Self.fallbackNames.randomElement(using: &generator)!
    }

    private func name(using generator: inout SplitMix64) -> String {
        let name = type(using: &generator)
        return generator.chance(1, in: 2) ? name.prefix(1).lowercased() + name.dropFirst() : name
    }

    /// The identifiers of `bytes` that follow a declaring keyword (`class Engine`, `func start`, `let speed`), in
    /// order of first appearance.
    static func declaredNames(in bytes: [UInt8]) -> [String] {
        let text = String(decoding: bytes.prefix(200_000), as: UTF8.self)
        let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        var names: [String] = []
        var seen: Set<Substring> = []
        for (previous, word) in zip(words, words.dropFirst())
        where ["class", "struct", "actor", "protocol", "enum", "func", "let", "var", "typealias"].contains(previous)
            && seen.insert(word).inserted
        {
            names.append(String(word))
        }
        return names
    }
}

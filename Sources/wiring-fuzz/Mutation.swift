import SeededRandom

/// The ways an input is made from a corpus file. Each input applies one, or sometimes several stacked.
enum Mutation: String, CaseIterable {
    /// Cut at a random byte: mid-token, mid-string, mid-UTF-8 sequence.
    case truncation
    case deletion
    /// A random range copied elsewhere, sometimes many times.
    case duplication
    /// Random bytes inserted or written over the text, from all 256 or from Swift's punctuation.
    case randomBytes = "random-bytes"
    /// Lone continuation bytes, overlong encodings, surrogates, 0xFF, sequences cut short, code points past U+10FFFF.
    case invalidUTF8 = "invalid-utf8"
    /// A line of at least 1 MB: one identifier, a comment, a string, an annotation's type list, an expression.
    case longLine = "long-line"
    /// Thousands of `{`, `(`, `[`, `<`, `/*`, `"\(`, `#if`, nested types, generic arguments in `as:` and in
    /// parameter types.
    case deepNesting = "deep-nesting"
    /// An annotation line with random options inserted above a declaration, or written over or removing one.
    case annotation
    /// A hostile annotation (``HostilePayloads``) above a declaration or above a class of its own.
    case hostileAnnotation = "hostile-annotation"
    /// Two corpus files joined at random places, or one inserted into the other.
    case splice
    /// A declared name renamed to one that shadows what the generated graph spells, or such a name declared
    /// (``Mutator/shadowingNames``).
    case shadowingName = "shadowing-name"
    /// A generic component whose specializations ask for larger ones, along one branch or many
    /// (`Node<Left<T>>`, `Node<Right<T>>`), which must end in an error at once, not in thousands of specializations.
    case genericGrowth = "generic-growth"
    /// A component or provider whose parameter or result is written in a form of real Swift code: an ownership or
    /// isolation modifier, a typed `throws`, `sending`, `some`, a closure, or a `~Copyable` type, kept or not.
    case parameterForm = "parameter-form"
    /// A random class hierarchy (``HierarchyText``) inserted at a line start.
    case hierarchy
    /// A global actor of the sources and components on it (``GlobalActorText``) inserted at a line start.
    case globalActor = "global-actor"
}

/// Applies mutations to a file's bytes, with the input's generator.
struct Mutator {
    let corpus: Corpus
    var generator: SplitMix64
    /// The identifier hostile payloads carry (see ``HostilePayloads``).
    let marker: String

    /// Applies `mutation` to `bytes` and says what it did, to print with a failing input.
    mutating func apply(_ mutation: Mutation, to bytes: inout [UInt8]) -> String {
        switch mutation {
        case .truncation:
            let cut = Int.random(in: 0...bytes.count, using: &generator)
            bytes.removeSubrange(cut...)
            return "truncation at byte \(cut)"
        case .deletion:
            let range = randomRange(in: bytes, limit: bytes.count)
            bytes.removeSubrange(range)
            return "deletion of bytes \(range)"
        case .duplication:
            let range = randomRange(in: bytes, limit: 65_536)
            let copies = generator.chance(1, in: 5) ? generator.smallLength(upTo: 64) : 1
            let destination = Int.random(in: 0...bytes.count, using: &generator)
            bytes.insert(contentsOf: Array(repeating: bytes[range], count: copies).joined(), at: destination)
            return "duplication of bytes \(range) \(copies)× at \(destination)"
        case .randomBytes:
            return randomBytes(into: &bytes)
        case .invalidUTF8:
            return invalidUTF8(into: &bytes)
        case .longLine:
            return longLine(into: &bytes)
        case .deepNesting:
            return deepNesting(into: &bytes)
        case .annotation:
            return annotation(into: &bytes)
        case .parameterForm:
            return parameterForm(into: &bytes)
        case .hostileAnnotation:
            return hostileAnnotation(into: &bytes)
        case .splice:
            return splice(into: &bytes)
        case .shadowingName:
            return shadowingName(into: &bytes)
        case .genericGrowth:
            return genericGrowth(into: &bytes)
        case .hierarchy:
            var text = HierarchyText(number: Int.random(in: 0..<1_000, using: &generator))
            let position = randomLineStart(in: bytes)
            bytes.insert(contentsOf: Array(text.declarations(using: &generator).utf8), at: position)
            return "class hierarchy \(text.number - 1) at byte \(position)"
        case .globalActor:
            var text = GlobalActorText(number: Int.random(in: 0..<1_000, using: &generator))
            let position = randomLineStart(in: bytes)
            bytes.insert(contentsOf: Array(text.declarations(using: &generator).utf8), at: position)
            return "global actor \(text.number - 1) at byte \(position)"
        }
    }

    private mutating func genericGrowth(into bytes: inout [UInt8]) -> String {
        let branches = Int.random(in: 1...8, using: &generator)
        let wrappers = (0..<branches).map { "GrowthWrapper\($0)" }
        let parameters = wrappers.enumerated().map { "branch\($0): GrowthNode<\($1)<T>>" }
        let text =
            wrappers.map { "struct \($0)<T> {}\n" }.joined()
            + "// @Component\nfinal class GrowthNode<T> {\n    init(\(parameters.joined(separator: ", "))) {}\n}\n"
            + "// @Component\nfinal class GrowthRoot {\n    init(node: GrowthNode<Int>) {}\n}\n"
        let position = randomLineStart(in: bytes)
        bytes.insert(contentsOf: Array(text.utf8), at: position)
        return "generic growth along \(branches) branches at \(position)"
    }

    private mutating func randomRange(in bytes: [UInt8], limit: Int) -> Range<Int> {
        guard !bytes.isEmpty else { return 0..<0 }
        let start = Int.random(in: 0..<bytes.count, using: &generator)
        return start..<start + generator.smallLength(upTo: min(limit, bytes.count - start))
    }

    /// Where a line starts: a random one, or the end of the file.
    private mutating func randomLineStart(in bytes: [UInt8]) -> Int {
        let starts = Self.lineStarts(bytes)
        return starts.randomElement(using: &generator)!
    }

    static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
    }

    private static let punctuation = Array("{}()[]<>\"'`\\/*@:;,.#$?!=&|^~+-%\n\r\t _0aZé".utf8)

    private mutating func randomBytes(into bytes: inout [UInt8]) -> String {
        let fromPunctuation = generator.chance(1, in: 2)
        let inserted = (0..<generator.smallLength(upTo: 64)).map { _ in
            fromPunctuation
                ? Self.punctuation.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator)
        }
        let position = Int.random(in: 0...bytes.count, using: &generator)
        if generator.chance(1, in: 2) {
            bytes.insert(contentsOf: inserted, at: position)
            return "\(inserted.count) random bytes inserted at \(position)"
        }
        let end = min(bytes.count, position + inserted.count)
        bytes.replaceSubrange(position..<end, with: inserted)
        return "\(inserted.count) random bytes written at \(position)"
    }

    private static let invalidSequences: [[UInt8]] = [
        [0x80], [0xBF], [0x80, 0x80, 0x80],  // continuation bytes without a lead
        [0xC0, 0xAF], [0xC1, 0xBF], [0xE0, 0x80, 0xAF], [0xF0, 0x80, 0x80, 0xAF],  // overlong encodings
        [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF],  // UTF-16 surrogates
        [0xFF], [0xFE], [0xFE, 0xFF],
        [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98],  // sequences cut short
        [0xF4, 0x90, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80],  // past U+10FFFF, 5-byte form
        [0xEF, 0xBB, 0xBF],  // a byte order mark in the middle
    ]

    private mutating func invalidUTF8(into bytes: inout [UInt8]) -> String {
        let count = Int.random(in: 1...4, using: &generator)
        var positions: [Int] = []
        // Half of them go into a comment, where annotations are read.
        let comments = bytes.indices.dropLast().filter {
            bytes[$0] == UInt8(ascii: "/") && bytes[$0 + 1] == UInt8(ascii: "/")
        }
        for _ in 0..<count {
            let position =
                generator.chance(1, in: 2) && !comments.isEmpty
                ? min(
                    bytes.count, comments.randomElement(using: &generator)! + Int.random(in: 2...20, using: &generator))
                : Int.random(in: 0...bytes.count, using: &generator)
            bytes.insert(contentsOf: Self.invalidSequences.randomElement(using: &generator)!, at: position)
            positions.append(position)
        }
        return "invalid UTF-8 at \(positions)"
    }

    private static let longLineUnits = [
        "a", "// x", "let s = \"x", "// @Component(as: [A, B, ", "1 + ", "x.y", " ",
        "/* */", "é", "@", "// @Component(as: A) ",
    ]

    private mutating func longLine(into bytes: inout [UInt8]) -> String {
        let unit = Array(Self.longLineUnits.randomElement(using: &generator)!.utf8)
        let length = 1_048_576 + Int.random(in: 0..<4096, using: &generator)
        var line: [UInt8] = []
        line.reserveCapacity(length + unit.count + 1)
        while line.count < length { line += unit }
        line.append(UInt8(ascii: "\n"))
        let position = randomLineStart(in: bytes)
        bytes.insert(contentsOf: line, at: position)
        return "a \(line.count)-byte line of '\(String(decoding: unit, as: UTF8.self))' at \(position)"
    }

    private mutating func deepNesting(into bytes: inout [UInt8]) -> String {
        let depth = Int.random(in: 1_000...20_000, using: &generator)
        let balanced = generator.chance(1, in: 2)
        func nest(_ open: String, _ close: String, middle: String = "") -> String {
            String(repeating: open, count: depth) + middle + (balanced ? String(repeating: close, count: depth) : "")
        }
        let (name, text) =
            switch Int.random(in: 0..<12, using: &generator) {
            case 0: ("{", nest("{", "}"))
            case 1: ("(", nest("(", ")"))
            case 2: ("[", nest("[", "]"))
            case 3: ("<", "let x: " + nest("A<", ">", middle: "B"))
            case 4: ("/*", nest("/*", "*/"))
            case 5: ("\"\\(", "let s = " + nest("\"\\(", ")\"", middle: "x"))
            case 6: ("#if", nest("#if X\n", "#endif\n"))
            case 7: ("nested types", nest("struct N {\n", "}\n", middle: "// @Component\nstruct Inner {}\n"))
            case 8: ("nested annotated types", nest("// @Component\nfinal class C: NSObject {\n", "}\n"))
            case 9:
                ("generic as:", "// @Component(as: " + nest("A<", ">", middle: "B") + ")\nfinal class G: NSObject {}\n")
            case 10:
                (
                    "generic parameter type",
                    "// @Component\nfinal class P {\n    init(x: " + nest("A<", ">", middle: "B") + ") {}\n}\n"
                )
            default:
                (
                    "closure parameter type",
                    "// @Component\nfinal class F {\n    init(x: " + nest("() -> ", "", middle: "B") + ") {}\n}\n"
                )
            }
        let position = randomLineStart(in: bytes)
        bytes.insert(contentsOf: Array((text + "\n").utf8), at: position)
        return "\(depth) nested \(name)\(balanced ? " (closed)" : "") at \(position)"
    }

    /// The first byte of a line that declares something an annotation could go above, or of any line.
    private mutating func declarationLineStart(in bytes: [UInt8]) -> Int {
        let declaring = [
            "final class ", "class ", "struct ", "actor ", "protocol ", "enum ", "extension ", "init(",
            "init ", "static func ", "func ", "var ", "let ", "public ", "package ", "@MainActor", "open ",
        ]
        let starts = Self.lineStarts(bytes)
        let declarations = starts.filter { start in
            let line = bytes[start..<min(bytes.count, start + 80)].drop {
                $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
            }
            return declaring.contains { line.starts(with: $0.utf8) }
        }
        return (generator.chance(4, in: 5) ? declarations.randomElement(using: &generator) : nil)
            ?? starts.randomElement(using: &generator)!
    }

    /// The line above `lineStart` when it is an annotation comment (`// @…`), as a range that includes its `\n`.
    private static func annotationLine(above lineStart: Int, in bytes: [UInt8]) -> Range<Int>? {
        guard lineStart > 0 else { return nil }
        let previousStart = (bytes[..<(lineStart - 1)].lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
        let line = bytes[previousStart..<lineStart].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        return line.starts(with: "// @".utf8) ? previousStart..<lineStart : nil
    }

    /// Writes `text` as lines above the declaration at `lineStart`, over the annotation line above it if there is one
    /// and `replacing`.
    private static func place(_ text: String, above lineStart: Int, in bytes: inout [UInt8], replacing: Bool) -> String
    {
        let lines = Array((text + "\n").utf8)
        if replacing, let existing = annotationLine(above: lineStart, in: bytes) {
            bytes.replaceSubrange(existing, with: lines)
            return "over the annotation at byte \(existing.lowerBound)"
        }
        bytes.insert(contentsOf: lines, at: lineStart)
        return "at byte \(lineStart)"
    }

    private mutating func annotation(into bytes: inout [UInt8]) -> String {
        var text = AnnotationText(names: AnnotationText.declaredNames(in: bytes))
        let annotation = text.annotation(using: &generator)
        let lineStart = declarationLineStart(in: bytes)
        if generator.chance(1, in: 8), let existing = Self.annotationLine(above: lineStart, in: bytes) {
            bytes.removeSubrange(existing)
            return "annotation removed at byte \(existing.lowerBound)"
        }
        let place = Self.place(annotation, above: lineStart, in: &bytes, replacing: generator.chance(2, in: 3))
        return "annotation '\(annotation)' \(place)"
    }

    private mutating func hostileAnnotation(into bytes: inout [UInt8]) -> String {
        let template = HostilePayloads.templates.randomElement(using: &generator)!
        let payload = "// " + HostilePayloads.payload(template, marker: marker)
        let shown = String(template.prefix(60))
        if generator.chance(1, in: 2) {
            let place = Self.place(payload, above: declarationLineStart(in: bytes), in: &bytes, replacing: true)
            return "hostile annotation '\(shown)' \(place)"
        }
        // A class of its own, whose supertype is declared elsewhere, so that what it conforms to is left to the
        // compiler and nothing but the annotation's own checks stands between the payload and the output.
        let component = template.hasPrefix("@Named") ? "\n// @Component" : ""
        bytes += Array("\n\(payload)\(component)\nfinal class HostileTarget: NSObject {}\n".utf8)
        return "hostile annotation '\(shown)' above a class at the end"
    }

    private static let parameterModifiers = [
        "consuming ", "borrowing ", "sending ", "isolated ", "__owned ", "__shared ", "inout ", "some ", "any ",
        "each ", "consuming sending ", "",
    ]

    private static let parameterForms = [
        "@escaping () throws(E) -> T", "@escaping () throws(any Error) -> T", "@escaping () throws(Never) -> T",
        "@escaping () -> sending T", "@escaping @Sendable () -> T", "@escaping @Sendable () -> Void", "() -> T",
        "[() -> T]", "T", "T?", "sending T", "consuming T",
    ]

    private static let resultForms = ["some T", "any T", "sending T", "() -> T", "@Sendable () -> T", "T"]

    /// A component taking a parameter of a random form (a declared type's name, modified), a provider returning
    /// one, or a noncopyable component; each with a random scope, at a random line or at the end.
    private mutating func parameterForm(into bytes: inout [UInt8]) -> String {
        let names = AnnotationText.declaredNames(in: bytes)
        let name = names.randomElement(using: &generator) ?? "Engine"
        let scope = ["", "(scope: .shared)", "(scope: .weak)"].randomElement(using: &generator)!
        let form = Self.parameterForms.randomElement(using: &generator)!.replacingOccurrences(of: "T", with: name)
        let text =
            switch Int.random(in: 0..<3, using: &generator) {
            case 0:
                "// @Component\(scope)\nfinal class FormTarget {\n    init(x: "
                    + Self.parameterModifiers.randomElement(using: &generator)! + name + ", y: " + form + ") {}\n}\n"
            case 1:
                "enum FormProviders {\n    // @Provides\(scope)\n    static func made() -> "
                    + Self.resultForms.randomElement(using: &generator)!.replacingOccurrences(of: "T", with: name)
                    + " { fatalError() }\n}\n"
            default:
                "// @Component\(scope)\nstruct FormToken: ~Copyable {}\n// @Component\nfinal class FormUser {\n"
                    + "    init(token: " + ["consuming ", "borrowing ", ""].randomElement(using: &generator)!
                    + "FormToken, x: " + form + ") {}\n}\n"
            }
        let position = generator.chance(1, in: 2) ? randomLineStart(in: bytes) : bytes.count
        bytes.insert(contentsOf: Array(("\n" + text).utf8), at: position)
        return "parameter form '\(text.split(separator: "\n").joined(separator: " "))' at \(position)"
    }

    private mutating func splice(into bytes: inout [UInt8]) -> String {
        let (group, file) = corpus.files.randomElement(using: &generator)!
        let other = corpus.groups[group].files[file]
        if generator.chance(1, in: 2) {
            let cut = Int.random(in: 0...bytes.count, using: &generator)
            let otherCut = Int.random(in: 0...other.contents.count, using: &generator)
            bytes.replaceSubrange(cut..., with: other.contents[otherCut...])
            return "spliced at byte \(cut) with \(other.path) from byte \(otherCut)"
        }
        let position = randomLineStart(in: bytes)
        bytes.insert(contentsOf: other.contents, at: position)
        return "\(other.path) inserted at byte \(position)"
    }
}

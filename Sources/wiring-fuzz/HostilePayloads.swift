import Foundation

/// Annotation text written to smuggle code into `AppGraph.swift`: each carries a marker, an identifier that appears
/// only where the text is not a valid Swift type or identifier, so it must never reach the generated code. `MARK`
/// stands for the marker; the text goes after `// `.
enum HostilePayloads {
    static let placeholder = "MARK"

    static let templates: [String] = [
        // Closing the annotation early and writing code after it.
        "@Component(as: Foo) ; MARK(0) //",
        "@Component(as: Foo); import MARK",
        "@Component(as: Foo)) { MARK() } //",
        "@Component(scope: .shared); MARK()",
        "@Component(scope: .shared, priority: 1; MARK())",
        "@Component(as: [Foo]); MARK()",
        // Escaped identifiers and string literals.
        "@Component(as: `MARK Bar`)",
        "@Component(as: `MARK`)",
        "@Component(as: `exit(0)`.MARK)",
        "@Component(as: \"MARK\")",
        "@Named(\"x\\\") ; MARK\")",
        "@Named(`MARK`)",
        "@Component(into: [String: Base], key: \"a\\\"); MARK()\")",
        "@Component(into: [String: Base], key: \"a\\u{22}); MARK()\")",
        "@Component(into: [String: Base], key: \"\\(MARK)\")",
        // Line breaks written as escapes.
        "@Component(as: Foo\\nMARK)",
        "@Component(as: Foo\\u{0A}MARK)",
        "@Component(as: Foo\\r\\nMARK())",
        // Compiler directives and comments.
        "@Component(as: #if MARK)",
        "@Component(as: Foo /* MARK */)",
        "@Component(as: /* */ MARK/* */)",
        "@Component(as: Foo // MARK)",
        // Keywords and expressions where a type goes.
        "@Component(as: MARK.self)",
        "@Component(as: MARK.init)",
        "@Component(as: MARK.Type.self)",
        "@Component(as: any any MARK)",
        "@Component(as: some any MARK)",
        "@Component(as: any MARK?)",
        "@Component(as: MARK<class>)",
        "@Component(as: Cache<MARK.init>)",
        "@Component(as: [Foo, MARK.self])",
        "@Component(as: inout MARK)",
        "@Component(as: MARK!)",
        "@Component(as: (MARK))",
        "@Component(as: MARK -> Void)",
        "@Component(as: Foo & any MARK)",
        "@Component(as: Foo & MARK?)",
        "@Component(as: MARK[0])",
        "@Component(into: [MARK.self])",
        "@Component(into: [String: MARK.init])",
        "@Component(into: [MARK]; exit(0))",
        "@Component(assisted: [MARK; exit(0)])",
        "@Component(assisted: MARK.self)",
        "@Component(scope: .shared, teardown: MARK(); exit(0))",
        "@Component(scope: .shared, teardown: MARK.self)",
        "@Named(MARK.self)",
        "@Named(MARK; exit(0))",
        "@Named(MARK) ; exit(0)",
        // Unicode look-alikes of punctuation, and characters that are not in identifiers.
        "@Component(as: Foo\u{FF1B}MARK())",
        "@Component(as: Foo\u{037E}MARK())",
        "@Component(as: MARK\u{2024}self)",
        "@Component(as: MARK\u{FF0E}init)",
        "@Component(as: MARK\u{FF09} ; exit(0) //)",
        "@Component(as: MARK\u{200B}Foo)",
        "@Component(as: MARK\u{202E}ooF)",
        "@Component(as: MARK\u{2028}exit(0))",
        "@Component(as: MARK\u{00A0}Foo)",
        "@Component(as: MARK\u{FE0F})",
        "@Named(MARK\u{200D})",
        // Control characters.
        "@Component(as: MARK\u{0B}exit(0))",
        "@Component(as: MARK\u{0C})",
        "@Component(as: MARK\u{1B}[2J)",
        "@Component(as: MARK\u{7F})",
        "@Component(as: MARK\u{85}exit(0))",
        "@Component(as: MARK\u{00})",
        "@Component(as: Foo) \u{1B}]0;MARK\u{07}",
        "@Named(MARK\u{09}exit)",
        // Very long text.
        "@Component(as: MARK" + String(repeating: "x", count: 5000) + "; exit(0))",
        "@Named(MARK" + String(repeating: "y", count: 20000) + ".self)",
        "@Component(as: " + String(repeating: "MARK<", count: 200) + "Foo" + String(repeating: ">", count: 200) + ")",
    ]

    /// The templates with `marker` in place of `MARK`.
    static func payload(_ template: String, marker: String) -> String {
        template.replacingOccurrences(of: placeholder, with: marker)
    }
}

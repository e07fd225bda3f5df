import Testing
@testable import WiringCore

/// Annotation text written to smuggle code into `AppGraph.swift`: closing the annotation early, escaped identifiers,
/// escapes for line breaks, string literals, directives, comments, keywords and expressions where a type goes,
/// look-alikes of punctuation, control characters, very long text. Each is an error at the annotation and nothing is
/// generated; the component it sits on inherits from a type the sources do not declare, so no other check (like
/// conformance) stands between the text and the generated code.
@Suite struct HostileAnnotationTests {
    private static func generate(_ annotation: String) -> (output: String?, diagnostics: [String]) {
        let component = annotation.hasPrefix("@Named") ? "\n// @Component" : ""
        let source = "import Foundation\n// \(annotation)\(component)\nfinal class Target: NSObject {}\n"
        let collector = DiagnosticCollector()
        let output = Pipeline.generate([Pipeline.SourceFile(path: "File.swift", contents: Array(source.utf8))],
                                       options: RenderOptions(), diagnostics: collector)?.singleFile
        return (output, collector.sorted.map(\.formatted))
    }

    /// The setup generates when the annotation is fine, so a rejection below is the payload's doing.
    @Test func aPlainAnnotationInTheSameSetupGenerates() throws {
        let (output, diagnostics) = Self.generate("@Component(as: Foo)")
        #expect(diagnostics.isEmpty)
        #expect(try #require(output).contains("var foo: Foo {"))
    }

    @Test(arguments: [
        ("@Component(as: Foo) ; exit(0) //",
         "File.swift:2:24: error: unexpected text '; exit(0) //' after the annotation; put remarks on their own comment line [#AnnotationSyntax]"),
        ("@Component(as: Foo; import Darwin)",
         "File.swift:2:22: error: expected ',' or ')' after the value of 'as' [#AnnotationSyntax]"),
        ("@Component(as: Foo); import Darwin",
         "File.swift:2:23: error: unexpected text '; import Darwin' after the annotation; put remarks on their own comment line [#AnnotationSyntax]"),
        ("@Component(as: `Foo Bar`)",
         "File.swift:2:19: error: expected a type name after 'as:', like 'as: Engine' or 'as: [Engine, Tuning]' [#InvalidOptionValue]"),
        ("@Component(as: `exit(0)`)",
         "File.swift:2:19: error: expected a type name after 'as:', like 'as: Engine' or 'as: [Engine, Tuning]' [#InvalidOptionValue]"),
        ("@Component(as: Foo\\nexit(0))",
         "File.swift:2:22: error: expected ',' or ')' after the value of 'as' [#AnnotationSyntax]"),
        ("@Component(as: Foo\\u{0A}exit(0))",
         "File.swift:2:22: error: expected ',' or ')' after the value of 'as' [#AnnotationSyntax]"),
        ("@Component(as: \"Foo\")",
         "File.swift:2:19: error: expected a type name after 'as:', like 'as: Engine' or 'as: [Engine, Tuning]' [#InvalidOptionValue]"),
        ("@Component(as: #if DEBUG)",
         "File.swift:2:19: error: expected a type name after 'as:', like 'as: Engine' or 'as: [Engine, Tuning]' [#InvalidOptionValue]"),
        ("@Component(as: Foo /* */)",
         "File.swift:2:23: error: expected ',' or ')' after the value of 'as' [#AnnotationSyntax]"),
        ("@Component(as: /* */ Foo)",
         "File.swift:2:19: error: expected a type name after 'as:', like 'as: Engine' or 'as: [Engine, Tuning]' [#InvalidOptionValue]"),
        ("@Component(as: Foo\u{37E}exit(0))",
         "File.swift:2:19: error: 'Foo\u{37E}exit' is not a valid Swift identifier [#AnnotationSyntax]"),
        ("@Component(as: Foo\u{FF1B}exit(0))",
         "File.swift:2:19: error: 'Foo\u{FF1B}exit' is not a valid Swift identifier [#AnnotationSyntax]"),
        ("@Component(as: Foo\u{2024}self)",
         "File.swift:2:19: error: 'Foo\u{2024}self' is not a valid Swift identifier [#AnnotationSyntax]"),
        ("@Component(as: Foo\u{200B}Bar)",
         "File.swift:2:19: error: 'Foo\u{200B}Bar' is not a valid Swift identifier [#AnnotationSyntax]"),
        ("@Component(as: Foo\u{202E}raB)",
         "File.swift:2:19: error: 'Foo\\u{202E}raB' is not a valid Swift identifier [#AnnotationSyntax]"),
        ("@Component(as: Foo\u{1B}[2J)",
         "File.swift:2:22: error: expected ',' or ')' after the value of 'as' [#AnnotationSyntax]"),
        ("@Component(as: Foo\u{B}exit(0))",
         "File.swift:2:22: error: expected ',' or ')' after the value of 'as' [#AnnotationSyntax]"),
        ("@Component(as: Foo\u{85}exit(0))",
         "File.swift:2:19: error: 'Foo\\u{85}exit' is not a valid Swift identifier [#AnnotationSyntax]"),
        ("@Component(as: Foo\u{0})",
         "File.swift:2:22: error: expected ',' or ')' after the value of 'as' [#AnnotationSyntax]"),
        ("@Component(as: Foo" + String(repeating: "x", count: 5000) + "; exit(0))",
         "File.swift:2:5022: error: expected ',' or ')' after the value of 'as' [#AnnotationSyntax]"),
        ("@Component(as: Foo.self)",
         "File.swift:2:23: error: 'self' is a Swift keyword, not a type name [#InvalidOptionValue]"),
        ("@Component(as: Foo.init)",
         "File.swift:2:23: error: 'init' is a Swift keyword, not a type name [#InvalidOptionValue]"),
        ("@Component(as: class)",
         "File.swift:2:19: error: 'class' is a Swift keyword, not a type name [#InvalidOptionValue]"),
        ("@Component(as: [Foo, inout Bar])",
         "File.swift:2:25: error: 'inout' is a Swift keyword, not a type name [#InvalidOptionValue]"),
        ("@Component(as: Cache<Foo.self>)",
         "File.swift:2:29: error: 'self' is a Swift keyword, not a type name [#InvalidOptionValue]"),
        ("@Component(as: any any Foo)",
         "File.swift:2:19: error: 'any any Foo' is not a Swift type; write 'any' once, before a protocol's name, with no '?' after it [#InvalidOptionValue]"),
        ("@Component(as: any Foo?)",
         "File.swift:2:19: error: 'any Foo?' is not a Swift type; write 'any' once, before a protocol's name, with no '?' after it [#InvalidOptionValue]"),
        ("@Component(as: some Foo)",
         "File.swift:2:19: error: 'some' makes an opaque type, which hides the one type it stands for and so cannot be bound; write 'any' and the protocol's name, or the protocol's name alone [#InvalidOptionValue]"),
        ("@Component(as: any some Foo)",
         "File.swift:2:23: error: 'some' makes an opaque type, which hides the one type it stands for and so cannot be bound; write 'any' and the protocol's name, or the protocol's name alone [#InvalidOptionValue]"),
        ("@Component(as: Self)",
         "File.swift:2:19: error: 'Self' stands for the type around it, and the generated graph has none; write the type's own name [#InvalidOptionValue]"),
        ("@Component(into: [Cache<Self>])",
         "File.swift:2:28: error: 'Self' stands for the type around it, and the generated graph has none; write the type's own name [#InvalidOptionValue]"),
        ("@Component(into: [String: Foo.init])",
         "File.swift:2:34: error: 'init' is a Swift keyword, not a type name [#InvalidOptionValue]"),
        ("@Component(into: [String: Base], key: \"a\\\"); exit(0)\")",
         "File.swift:2:42: error: expected a key after 'key:': a string like 'key: \"dark\"' (without '\\' or quotes inside), a whole number like 'key: 3', or an enum case like 'key: .home' [#InvalidOptionValue]"),
        ("@Component(into: [String: Base], key: \"\\(exit(0))\")",
         "File.swift:2:42: error: expected a key after 'key:': a string like 'key: \"dark\"' (without '\\' or quotes inside), a whole number like 'key: 3', or an enum case like 'key: .home' [#InvalidOptionValue]"),
        ("@Component(scope: .shared, teardown: close(); exit(0))",
         "File.swift:2:46: error: expected ',' or ')' after the value of 'teardown' [#AnnotationSyntax]"),
        ("@Component(assisted: [speed; exit(0)])",
         "File.swift:2:31: error: expected ',' or ']' in the list of 'assisted:' [#AnnotationSyntax]"),
        ("@Named(\"x\\\") ; evil\")",
         "File.swift:2:11: error: expected a name in '@Named(…)': letters, digits and '_', like '// @Named(backup)' [#InvalidOptionValue]"),
        ("@Named(x; exit(0))",
         "File.swift:2:12: error: expected ')' after the name in '@Named(x' [#AnnotationSyntax]"),
        ("@Named(`x`)",
         "File.swift:2:11: error: expected a name in '@Named(…)': letters, digits and '_', like '// @Named(backup)' [#InvalidOptionValue]"),
        ("@Component(as: Foo) \u{1B}]0;title\u{7}",
         "File.swift:2:24: error: unexpected text '\\u{1B}]0;title\\u{7}' after the annotation; put remarks on their own comment line [#AnnotationSyntax]")
    ])
    func isRejectedAtTheAnnotation(annotation: String, expected: String) {
        let (output, diagnostics) = Self.generate(annotation)
        #expect(output == nil)
        #expect(diagnostics == [expected])
    }

    @Test func controlAndBidirectionalCharactersInMessagesAreEscaped() {
        #expect(Diagnostic.escapingControlCharacters("a\u{1B}[2Jb\nc\u{202E}d\té") == "a\\u{1B}[2Jb\\u{A}c\\u{202E}d\\u{9}é")
        let note = Diagnostic.Note("x\ry", at: nil)
        #expect(note.message == "x\\u{D}y")
    }
}

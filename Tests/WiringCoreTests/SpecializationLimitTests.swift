import Testing

@testable import WiringCore

/// The limit on a chain of specializations: reached, it is one error at the request that goes past it, with the
/// chain's first and last steps, not one note for each of its steps.
@Suite struct SpecializationLimitTests {
    /// `Step0<Int>` asks for `Step1<Int>`, and so on up to `Step29<Int>`: no type grows, but the chain is longer
    /// than Wiring follows.
    static let longChain =
        (0..<30).map { step in
            "// @Component\nfinal class Step\(step)<Value> {\n    init(\(step < 29 ? "next: Step\(step + 1)<Value>" : "")) {}\n}\n"
        }.joined() + "// @Component\nfinal class Walker {\n    init(first: Step0<Int>) {}\n}\n"

    @Test func aChainTooLongIsOneErrorWithAShortNoteList() throws {
        let reported = diagnostics(of: Self.longChain)
        let errors = reported.filter { $0.contains(": error: ") }
        #expect(errors.count == 1, "\(reported)")
        let error = try #require(errors.first)
        #expect(
            error.hasPrefix(
                "File.swift:95:10: error: 'Step24<Int>' would make the chain of specializations 'Step0<Int>' → 'Step1<Int>' → 'Step2<Int>' → … → 'Step21<Int>' → 'Step22<Int>' → 'Step23<Int>' → 'Step24<Int>', 25 long, more than the 24 Wiring follows; bind 'Step24<Int>' with a '// @Provides' function, or shorten the chain [#EndlessSpecialization]"
            ), "\(error)")
        let notes = error.split(separator: "\n").dropFirst()
        #expect(notes.count == 7, "three steps at each end and the declaration: \(notes.count) notes")
    }
}

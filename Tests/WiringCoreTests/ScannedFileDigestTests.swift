import Testing

@testable import WiringCore

/// A file's digests (`ScannedFileDigest`), which the generation cache compares to tell that the graph cannot have
/// changed: the same whether the scan's archive is at hand or encoded for them, and a bare digest that ignores what
/// an edit inside a body moves.
@Suite struct ScannedFileDigestTests {
    static func scan(_ source: String) -> ScannedFile {
        DeclarationReader.read(path: "Sources/App/Engine.swift", bytes: Array(source.utf8))
    }

    static let annotated = """
        // @Component
        final class Engine {
            init() {}
        }
        """

    static let plain = """
        /// Not a component.
        final class Gauge {
            func read() -> Int { 1 }
            func reset() {}
        }
        """

    @Test func theDigestsOfAnArchiveAtHandAreThoseOfAScan() {
        for source in [Self.annotated, Self.plain, ScannedFileArchiveTests.sample] {
            let file = Self.scan(source)
            #expect(ScannedFileDigest(file, archive: ScannedFileArchive.encode(file)) == ScannedFileDigest(file))
        }
    }

    @Test func aFileThatMayHoldAnnotationsIsSummedUpWithItsLocations() {
        let digest = ScannedFileDigest(Self.scan(Self.annotated))
        #expect(digest.mayHaveAnnotations)
        #expect(digest.bare == digest.located, "only the located digest is read for such a file")
        let moved = ScannedFileDigest(Self.scan("\n" + Self.annotated))
        #expect(moved.located != digest.located, "a line added above the annotation moves it")
    }

    @Test func aFileWithoutAnnotationsHasABareDigestThatLinesAddedInABodyLeaveAlone() {
        let digest = ScannedFileDigest(Self.scan(Self.plain))
        #expect(!digest.mayHaveAnnotations)
        let edited = ScannedFileDigest(
            Self.scan(Self.plain.replacing("func read() -> Int { 1 }", with: "func read() -> Int {\n        1\n    }")))
        #expect(edited.bare == digest.bare)
        #expect(edited.located != digest.located, "the line added moves `reset()`")
        let changed = ScannedFileDigest(Self.scan(Self.plain.replacing("-> Int", with: "-> Double")))
        #expect(changed.bare != digest.bare, "an interface change changes the bare digest")
    }
}

import SeededRandom
import WiringCore

/// One input of a run: a corpus file's group, with that file mutated. Made from the seed and the index alone.
struct FuzzInput {
    var index: Int
    var files: [Pipeline.SourceFile]
    /// The file that was mutated (its path is the corpus file's).
    var mutatedFile: Int
    var mutations: [Mutation]
    /// What each mutation did, in order.
    var details: [String]
    /// The identifier hostile payloads carry, which must never reach the generated code.
    var marker: String

    init(index: Int, seed: UInt64, corpus: Corpus) {
        var generator = SplitMix64(seed: seed, index: index)
        let (group, file) = corpus.files.randomElement(using: &generator)!
        self.index = index
        files = corpus.groups[group].files
        mutatedFile = file
        marker = "HostileMarker\(index)x"
        // Mostly one mutation, so that what broke is plain; sometimes several on top of each other.
        let count = generator.chance(7, in: 10) ? 1 : Int.random(in: 2...4, using: &generator)
        let chosen = (0..<count).map { _ in Mutation.allCases.randomElement(using: &generator)! }
        // Hostile payloads go in last: a deletion after one could make it valid (`Foo.init` cut to `Foo.i`), and
        // then its marker would rightly reach the output.
        mutations = chosen.filter { $0 != .hostileAnnotation } + chosen.filter { $0 == .hostileAnnotation }
        var mutator = Mutator(corpus: corpus, generator: generator, marker: marker)
        var bytes = files[file].contents
        details = mutations.map { mutator.apply($0, to: &bytes) }
        files[file].contents = bytes
    }

    /// One line that names the input, its mutations and how to make it again.
    func description(options: FuzzOptions) -> String {
        "input \(index) (seed \(options.seed)): \(mutations.map(\.rawValue).joined(separator: " + ")) of "
            + "\(files[mutatedFile].path) [\(details.joined(separator: "; "))]; reproduce: \(options.reproduction(of: index))"
    }
}

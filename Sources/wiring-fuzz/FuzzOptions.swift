import Foundation

/// `wiring-fuzz`'s command line.
struct FuzzOptions {
    var seed: UInt64 = 1
    var count = 1000
    /// The most processor time one input may take, all checks included, before the run is stopped as a hang.
    var timeLimit: Double = 5
    /// The `.swift` files and folders to mutate; empty means the repository's fixtures, examples and references.
    var corpusPaths: [String] = []
    /// How many files of the package corpus (the packages of `Tools/corpus.txt`) to add to the files to mutate.
    var corpusSample = 0
    /// The package corpus's folder: `--corpus-folder`, else `WIRING_CORPUS`, else the repository's `.corpus`.
    var corpusFolder = Corpus.defaultPackageCorpus
    /// Runs only this input (as a run of `count` inputs would make it).
    var only: Int?
    /// With `only`: where to write the mutated file.
    var writeInput: String?
    /// Where to write every input, as a folder of its files each, instead of trying them.
    var writeInputs: String?
    var verbose = false

    static let usage = """
        USAGE: wiring-fuzz [--seed <n>] [--count <n>] [--time-limit <seconds>]
                           [--corpus-sample <n> [--corpus-folder <folder>]]
                           [--only <index> [--write-input <file>]] [--write-inputs <folder>] [--verbose]
                           [<corpus files or folders>...]

        Mutates Swift files (truncations, deletions, duplications, random bytes, invalid UTF-8, 1 MB lines, deep
        nesting, annotations with random and hostile arguments, splices of two files, class hierarchies) and runs
        Wiring's whole pipeline on each, in-process. Every input must give generated code or an error diagnostic (never both,
        never neither), diagnostics inside the input and free of control characters, the same output twice, and
        no hostile text in the output; a crash or an input over the time limit stops the run and names the input.

        OPTIONS:
          --seed <n>            The run's seed (default 1): the same seed and corpus give the same inputs.
          --count <n>           How many inputs to try (default 1000).
          --time-limit <s>      The most processor time one input may take, all checks included (default 5
                                seconds; ten times as much in wall-clock time also stops the run).
          --corpus-sample <n>   Add <n> Swift files of the package corpus, chosen with the seed: the packages
                                of Tools/corpus.txt, which Tools/fetch-corpus.sh clones into the repository's
                                .corpus folder (or into $WIRING_CORPUS).
          --corpus-folder <f>   Read the package corpus from folder <f> (a folder per package, OWNER/NAME)
                                instead of $WIRING_CORPUS or the repository's .corpus.
          --only <index>        Try only input <index>, to reproduce it; --write-input <file> writes it.
          --write-inputs <f>    Write the inputs instead of trying them, for other programs to read (such as
                                two builds of wiring, which Tools/differential.sh compares): input <index> as
                                the folder <f>/<index> of its files (the mutated one and the others of its
                                folder, by their names), and a line per input, '<index><tab><description>',
                                into <f>/inputs.txt. <f> must be new or empty.
          --verbose             Print each input before trying it.
          <corpus>...           Files and folders of .swift files (default: the repository's Tests/Fixtures,
                                Examples and Tests/WiringCoreTests/References).

        EXIT STATUS: 0 when every input passed, 1 when some failed, 2 for a bad command line, 3 when an input
        exceeded the time limit; a crash ends the run with its signal after naming the input.
        """

    struct UsageError: Error {
        var message: String
    }

    init(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            func value() throws(UsageError) -> String {
                guard let value = remaining.popFirst() else { throw UsageError(message: "'\(argument)' needs a value") }
                return value
            }
            func number() throws(UsageError) -> Int {
                guard let number = Int(try value()), number >= 0 else {
                    throw UsageError(message: "'\(argument)' needs a whole number")
                }
                return number
            }
            switch argument {
            case "--seed":
                guard let seed = UInt64(try value()) else { throw UsageError(message: "'--seed' needs a whole number") }
                self.seed = seed
            case "--count": count = try number()
            case "--time-limit":
                guard let limit = Double(try value()), limit > 0 else {
                    throw UsageError(message: "'--time-limit' needs a number of seconds")
                }
                timeLimit = limit
            case "--corpus-sample": corpusSample = try number()
            case "--corpus-folder": corpusFolder = try value()
            case "--only": only = try number()
            case "--write-input": writeInput = try value()
            case "--write-inputs": writeInputs = try value()
            case "--verbose": verbose = true
            case let option where option.hasPrefix("-"): throw UsageError(message: "unknown option '\(option)'")
            default: corpusPaths.append(argument)
            }
        }
        if writeInput != nil, only == nil { throw UsageError(message: "'--write-input' needs '--only <index>'") }
        if writeInput != nil, writeInputs != nil {
            throw UsageError(message: "'--write-input' and '--write-inputs' do not go together")
        }
    }

    /// The command that makes input `index` again, and writes it to a file.
    func reproduction(of index: Int) -> String {
        var words = ["wiring-fuzz", "--seed", String(seed), "--only", String(index)]
        if corpusSample > 0 { words += ["--corpus-sample", String(corpusSample), "--corpus-folder", corpusFolder] }
        words += corpusPaths
        words += ["--write-input", "/tmp/wiring-fuzz-\(seed)-\(index).swift"]
        return words.joined(separator: " ")
    }
}

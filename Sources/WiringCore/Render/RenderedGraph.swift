/// The generated code: the root file and the parts (`GraphParts`), which the build plugin writes as files of their
/// own, or all of it as one file.
public struct RenderedGraph: Sendable, Equatable {
    /// A file's header and imports, then its code.
    struct File: Sendable, Equatable {
        var top: String
        var body: String
    }

    /// The root file: each graph class with what its parts share.
    let root: File
    let parts: [File]
    /// The header and imports of the whole graph as one file: its imports serve every part.
    let wholeTop: String

    /// The name of the root file, which the others are named after.
    public static let rootFileName = "AppGraph.swift"

    /// The name of the file of part `number` (from 1): `AppGraph+Part3.swift`.
    public static func partFileName(_ number: Int) -> String {
        "AppGraph+Part\(number).swift"
    }

    /// Every file, root first, each with its name.
    public var files: [(name: String, text: String)] {
        [(Self.rootFileName, root.top + root.body)]
            + parts.enumerated().map { (Self.partFileName($0.offset + 1), $0.element.top + $0.element.body) }
    }

    /// The whole graph as one file: the root's code, then each part's, under one header whose imports serve them all.
    public var singleFile: String {
        parts.reduce(wholeTop + root.body) { $1.body.isEmpty ? $0 : $0 + "\n" + $1.body }
    }

    /// The texts it is made of: the top of the whole file, then the root's and each part's top and body. The
    /// generation cache keeps them and makes the graph again from them (``init(pieces:)``).
    public var pieces: [String] {
        [wholeTop] + ([root] + parts).flatMap { [$0.top, $0.body] }
    }

    init(root: File, parts: [File], wholeTop: String) {
        self.root = root
        self.parts = parts
        self.wholeTop = wholeTop
    }

    /// The graph whose ``pieces`` these are; nil when they cannot be.
    public init?(pieces: [String]) {
        guard pieces.count >= 3, pieces.count % 2 == 1 else { return nil }
        wholeTop = pieces[0]
        let files = stride(from: 1, to: pieces.count, by: 2).map { File(top: pieces[$0], body: pieces[$0 + 1]) }
        root = files[0]
        parts = Array(files.dropFirst())
    }
}

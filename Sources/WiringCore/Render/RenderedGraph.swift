/// The generated code: the root file and the parts (`GraphParts`), which the build plugin writes as files of their
/// own, or all of it as one file.
public struct RenderedGraph: Sendable, Equatable {
    /// A part's file: its header and imports, then its code.
    struct Part: Sendable, Equatable {
        var top: String
        var body: String
    }

    /// The root file: its header and imports, then each graph class with what its parts share.
    public let root: String
    let parts: [Part]

    /// The name of the root file, which the others are named after.
    public static let rootFileName = "AppGraph.swift"

    /// The name of the file of part `number` (from 1): `AppGraph+Part3.swift`.
    public static func partFileName(_ number: Int) -> String {
        "AppGraph+Part\(number).swift"
    }

    /// Every file, root first, each with its name.
    public var files: [(name: String, text: String)] {
        [(Self.rootFileName, root)]
            + parts.enumerated().map { (Self.partFileName($0.offset + 1), $0.element.top + $0.element.body) }
    }

    /// The texts it is made of: the root, then each part's top and body. The generation cache keeps them and makes
    /// the graph again from them (``init(pieces:)``).
    public var pieces: [String] {
        [root] + parts.flatMap { [$0.top, $0.body] }
    }

    init(root: String, parts: [Part]) {
        self.root = root
        self.parts = parts
    }

    /// The graph whose ``pieces`` these are; nil when they cannot be.
    public init?(pieces: [String]) {
        guard let root = pieces.first, pieces.count % 2 == 1 else { return nil }
        self.root = root
        parts = stride(from: 1, to: pieces.count, by: 2).map { Part(top: pieces[$0], body: pieces[$0 + 1]) }
    }

    /// The whole graph as one file: the root, then each part's code without its header and imports (the root's
    /// serve them all).
    public var singleFile: String {
        parts.reduce(root) { $1.body.isEmpty ? $0 : $0 + "\n" + $1.body }
    }
}

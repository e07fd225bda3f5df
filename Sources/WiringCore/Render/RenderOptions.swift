/// Options for the rendered file that do not come from the sources: the configuration (`wiring.json`) and the command
/// line give them, and every writer of the file reads them.
public struct RenderOptions: Sendable {
    /// Paths in the generated comments are shown relative to this folder (the package root), so the output does
    /// not depend on where the package is checked out. Nil shows them as given.
    public var sourceRoot: String?
    /// The generated class's name.
    public var graphTypeName: String
    /// The access of the generated API (the class, its init, accessors and overrides): `public` for a library that
    /// offers its graph to other modules.
    public var accessLevel: AccessLevel
    /// Whether each graph offers `Overrides` to tests and previews (in debug builds). Without them a debug build
    /// compiles the graph in about the time of the same graph written by hand; the build plugin leaves them out when
    /// neither the target nor its tests name them.
    public var includesOverrides: Bool
    /// How many parts the bindings' code is spread over (`GraphParts`): a file each when the graph is written as
    /// files, so that an edit compiles one part again, not the whole graph.
    public var partCount: Int

    public init(
        sourceRoot: String? = nil, graphTypeName: String = "AppGraph", accessLevel: AccessLevel = .internal,
        includesOverrides: Bool = true, partCount: Int = 1
    ) {
        self.sourceRoot = sourceRoot
        self.graphTypeName = graphTypeName
        self.accessLevel = accessLevel
        self.includesOverrides = includesOverrides
        self.partCount = partCount
    }

    /// The modifier that starts a declaration of the generated API naming types visible up to `limit`: the
    /// configured access, lowered to the limit; empty for internal.
    func modifier(upTo limit: AccessLevel) -> String {
        let level = min(accessLevel, limit)
        return level == .internal ? "" : "\(level) "
    }

    /// The path relative to the source root, when it is inside it. Compared and cut as UTF-8 bytes, as paths are:
    /// the generated comments show a path at every accessor.
    func displayPath(_ path: String) -> String {
        guard var root = sourceRoot else { return path }
        var path = path
        return root.withUTF8 { root in
            path.withUTF8 { bytes in
                let folder = root.last == UInt8(ascii: "/") ? root.count - 1 : root.count
                guard bytes.count > folder, bytes[folder] == UInt8(ascii: "/"),
                    bytes[..<folder].elementsEqual(root[..<folder])
                else { return nil }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[(folder + 1)...]), as: UTF8.self)
            }
        } ?? path
    }
}

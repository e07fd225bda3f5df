/// Stage 1's output, what the scan stage reads from one Swift file: its imports, its declarations (types, inits,
/// functions and properties, nested as in the source; function bodies are skipped) and its line comments. The
/// declarations' own types are in `Declarations.swift`.
public struct ScannedFile: Sendable {
    /// The path as given to the tool, used in diagnostics.
    public var path: String
    public var imports: [ImportDeclaration]
    public var declarations: [Declaration]
    /// Every `//` and `///` comment of the file, in order, including those inside function bodies: the annotation
    /// stage uses them to report annotations that are not attached to a declaration.
    public var lineComments: [Comment]
    /// The module the file belongs to when it is not the target's own: one the target depends on.
    public var module: DependencyModule? = nil
    /// Whether the file's module isolates what has no isolation of its own to the main actor
    /// (`.defaultIsolation(MainActor.self)`): set with `module`, from the configuration.
    public var isMainActorByDefault = false
}

/// A module the target depends on, whose sources are read with the target's so that its components join the graph.
public struct DependencyModule: Hashable, Sendable {
    public var name: String
    /// The least access a declaration needs for the generated file (in the target's module) to use it: `package`
    /// for a module of the target's own package, `public` for one of another package.
    public var requiredAccess: AccessLevel

    public init(name: String, requiredAccess: AccessLevel) {
        self.name = name
        self.requiredAccess = requiredAccess
    }
}

public struct ImportDeclaration: Hashable, Sendable {
    /// The module imported (`Foundation` for `import struct Foundation.URL`).
    public var module: String
    /// Whether the import sits inside an `#if` block, so it may not apply on every platform.
    public var isConditional: Bool
}

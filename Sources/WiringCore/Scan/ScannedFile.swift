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
    /// The name the module may have had before the manifest's `moduleAliases` renamed it for the build (`Utils`, for
    /// `["Utils": "AUtils"]`): the sources that depend on it still write that name (see `ModuleAliases`).
    public var originalName: String?

    public init(name: String, requiredAccess: AccessLevel, originalName: String? = nil) {
        self.name = name
        self.requiredAccess = requiredAccess
        self.originalName = originalName
    }
}

public struct ImportDeclaration: Hashable, Sendable {
    /// The module imported (`Foundation` for `import struct Foundation.URL`).
    public var module: String
    /// Whether the import sits inside an `#if` block, so it may not apply on every platform.
    public var isConditional: Bool
    /// The groups of `@_spi(Lab) import Core`, whose declarations only such an import sees.
    public var spiGroups: [String] = []
    /// The access written on the import, `public` for `public import Foundation`; nil for a plain `import`. A module
    /// built with `InternalImportsByDefault` writes one where its `package` or `public` declarations name the
    /// module's types (see `importAccess` in the renderer).
    public var access: AccessLevel?
}

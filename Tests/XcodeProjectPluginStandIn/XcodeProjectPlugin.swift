// A stand-in for Xcode's `XcodeProjectPlugin` module, which ships only inside Xcode. It declares the module's public
// API with the same names, types, optionality and protocols, and has no implementation: nothing here ever runs.
// `XcodePluginTests` compiles it as a module named `XcodeProjectPlugin`, as Xcode's is built (with library
// evolution, so its enum is not frozen), and type-checks `Plugins/WiringPlugin` against it. That way the part of
// the plugin behind `#if canImport(XcodeProjectPlugin)` is compiled here too.
//
// Where the shape comes from (only what these show is declared):
// - Xcode's own interface, `XcodeProjectPlugin.swiftmodule/arm64-apple-macos.swiftinterface`, as published in
//   gist.github.com/ikesyo/f152bf8ee60b1c9bff2e757b01a95fa9 (Xcode 14.1): `XcodeProject`'s members, and `XcodeTarget`'s
//   `ID` (a string), `id` and `displayName`.
// - swiftlang/swift-package-manager, `Sources/Runtimes/PackagePlugin/Plugin.swift`
//   (`XcodeProjectPluginInvocationRecord`, what the plugin host hands Xcode's module): the URL-based members
//   (`directoryURL`, `pluginWorkDirectoryURL`), `XcodeTarget.product` (optional) and `inputFiles` (a `FileList`), and
//   the cases of a product's kind.
// - swiftlang/swift-package-manager, `Sources/Runtimes/PackagePlugin/Context.swift`: the availability of the URL
//   members and the deprecation of the `Path` ones, as `PluginContext` declares them.
// - How open-source plugins call the module: dfed/SafeDI `Plugins/SafeDIGenerator/SafeDIGenerateDependencyTree.swift`
//   (`tool(named:)` returning a `PluginContext.Tool` with a `url`, `pluginWorkDirectoryURL`, `inputFiles`),
//   BarredEwe/Prefire `Plugins/PrefirePlaybookPlugin/Plugin.swift` (`xcodeProject.directoryURL`), and
//   ivanmisuno/swift-sourcery-templates `Plugins/SourcerySwiftCodegenPlugin/SourcerySwiftCodegenPlugin.swift`
//   (`XcodeTarget.dependencies`, whose cases are `.target` and `.product` with a package `Product`, switched over with
//   `@unknown default`).
//
// A member Xcode has and this file lacks makes the check fail where it should pass, never the reverse: add it, with
// its source, when the plugin needs it.

import Foundation
import PackagePlugin

/// A build tool plugin for the targets of an Xcode project; Xcode calls it instead of `BuildToolPlugin`'s method.
/// It refines `Plugin` here, the stricter of the two possible shapes (every plugin cited above is a `BuildToolPlugin`
/// as well, so none shows which one Xcode's has).
public protocol XcodeBuildToolPlugin: Plugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// What Xcode tells a plugin about the project and where it may write.
public struct XcodePluginContext {
    public let xcodeProject: XcodeProject

    @available(_PackageDescription, deprecated: 6.0, renamed: "pluginWorkDirectoryURL")
    public let pluginWorkDirectory: Path

    @available(_PackageDescription, introduced: 6.0)
    public let pluginWorkDirectoryURL: URL

    /// A tool the plugin depends on, or one found in the tool search directories.
    public func tool(named name: String) throws -> PluginContext.Tool {
        fatalError("the XcodeProjectPlugin stand-in is compiled, never run")
    }
}

public struct XcodeProject {
    public typealias ID = String
    public let id: ID
    public let displayName: String

    @available(_PackageDescription, deprecated: 6.0, renamed: "directoryURL")
    public let directory: Path

    @available(_PackageDescription, introduced: 6.0)
    public let directoryURL: URL

    public let filePaths: PathList
    public let targets: [XcodeTarget]
}

public struct XcodeTarget {
    public typealias ID = String
    public let id: ID
    public let displayName: String
    /// `nil` for a target that builds no product (an aggregate target).
    public let product: XcodeProduct?
    /// Declared by Xcode, but empty in practice: SwiftPM's plugin host serializes every Xcode target with no
    /// dependencies (swiftlang/swift-package-manager `Sources/SPMBuildCore/Plugins/PluginContextSerializer.swift`;
    /// issue #6003, "XcodeTarget dependencies is always an empty list").
    public let dependencies: [XcodeTargetDependency]
    /// Every file of the target: sources, headers, resources, and others (a linked framework, for one).
    public let inputFiles: FileList
}

/// What a target depends on: another target of the project, or a product of a Swift package.
public enum XcodeTargetDependency {
    case target(XcodeTarget)
    case product(any Product)
}

public struct XcodeProduct {
    public let name: String
    public let kind: Kind

    public enum Kind {
        case application
        case executable
        case framework
        case library
        case other(String)
    }
}

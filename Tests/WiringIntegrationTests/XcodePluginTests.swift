import Foundation
import Testing

/// The Xcode half of the build plugin (`extension WiringPlugin: XcodeBuildToolPlugin`, behind
/// `#if canImport(XcodeProjectPlugin)`) compiles. Xcode's `XcodeProjectPlugin` module does not exist here, so
/// `Tests/XcodeProjectPluginStandIn` declares its API; it is compiled as that module, and the plugin's sources are
/// type-checked against it and the toolchain's `PackagePlugin`, with the flags SwiftPM compiles a plugin with. Only the
/// types are checked: the code never runs here.
@Suite struct XcodePluginTests {
    static let pluginSources = Command.repositoryRoot.appending(path: "Plugins/WiringPlugin")

    @Test func theXcodeConformanceTypeChecksAgainstTheXcodeProjectPluginAPI() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.typecheck(try Self.pluginFiles(), in: folder)
        #expect(result.status == 0,
                "the plugin does not compile against the XcodeProjectPlugin API:\n\(result.combined)")
    }

    /// The check bites: a misspelled member inserted into the Xcode extension fails it, so the extension is compiled
    /// and a member the stand-in lacks is an error.
    @Test func aMisspelledMemberInTheXcodeExtensionFailsTheCheck() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appending(path: "Plugin")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        let conformance = "extension WiringPlugin: XcodeBuildToolPlugin {\n"
        var files: [URL] = []
        for file in try Self.pluginFiles() {
            var source = try String(contentsOf: file, encoding: .utf8)
            if let range = source.range(of: conformance) {
                let misspelled = "    func misspelled(_ target: XcodeTarget) -> FileList { target.inputFile }\n"
                source.insert(contentsOf: misspelled, at: range.upperBound)
            }
            let written = copy.appending(path: file.lastPathComponent)
            try source.write(to: written, atomically: true, encoding: .utf8)
            files.append(written)
        }
        let mutated = try files.map { try String(contentsOf: $0, encoding: .utf8) }.joined()
        try #require(mutated.contains("target.inputFile }"), "no '\(conformance)' in \(Self.pluginSources.path)")

        let result = try Self.typecheck(files, in: folder)
        #expect(result.status != 0)
        #expect(result.combined.contains("error: value of type 'XcodeTarget' has no member 'inputFile'"),
                "\(result.combined)")
    }

    // MARK: - Compiling

    /// The plugin's Swift files (`PluginSupport.swift` is the file all three plugins link to).
    private static func pluginFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(atPath: pluginSources.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
            .map { pluginSources.appending(path: $0) }
    }

    /// Compiles the stand-in into `folder`, then type-checks `files` with it. A file of its own fails the check if
    /// `canImport(XcodeProjectPlugin)` is false, so that the check cannot pass by skipping the Xcode code.
    private static func typecheck(_ files: [URL], in folder: URL) throws -> Command.Result {
        let pluginAPI = try pluginAPIFolder()
        let modules = folder.appending(path: "Modules")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        // As Xcode's module is built: with library evolution, so that its enum is not frozen, and with every
        // `_PackageDescription` version available inside it.
        let standIn = try Command.run("swiftc", [
            "-emit-module", "-parse-as-library", "-enable-library-evolution", "-swift-version", "6",
            "-package-description-version", "999.0", "-module-name", "XcodeProjectPlugin", "-I", pluginAPI.path,
            "-emit-module-path", modules.appending(path: "XcodeProjectPlugin.swiftmodule").path,
            Command.repositoryRoot.appending(path: "Tests/XcodeProjectPluginStandIn/XcodeProjectPlugin.swift").path,
        ], timeout: 120)
        try #require(standIn.status == 0, "the XcodeProjectPlugin stand-in does not compile:\n\(standIn.combined)")

        let probe = folder.appending(path: "CanImportXcodeProjectPlugin.swift")
        try """
            #if !canImport(XcodeProjectPlugin)
            #error("XcodeProjectPlugin cannot be imported: the Xcode code is not compiled")
            #endif

            """.write(to: probe, atomically: true, encoding: .utf8)
        // What SwiftPM passes when it compiles a plugin (`DefaultPluginScriptRunner`): the language mode and the
        // `PackagePlugin` API of the package's tools version, `-parse-as-library` for `@main`. Warnings are errors:
        // a deprecated call is one.
        let toolsVersion = try packageToolsVersion()
        return try Command.run("swiftc", [
            "-typecheck", "-parse-as-library", "-module-name", "WiringPlugin", "-warnings-as-errors",
            "-swift-version", toolsVersion.hasPrefix("5.") ? "5" : "6", "-package-description-version", toolsVersion,
            "-I", modules.path, "-I", pluginAPI.path,
        ] + files.map(\.path) + [probe.path], timeout: 120)
    }

    /// Where the toolchain keeps the `PackagePlugin` module: `lib/swift/pm/PluginAPI`, beside the runtime resources
    /// that `swiftc -print-target-info` names (as SwiftPM finds it, from the compiler's own folder).
    static func pluginAPIFolder() throws -> URL {
        let info = try Command.run("swiftc", ["-print-target-info"], timeout: 60)
        try #require(info.status == 0, "\(info.combined)")
        struct TargetInfo: Decodable {
            struct Paths: Decodable { var runtimeResourcePath: String }
            var paths: Paths
        }
        let paths = try JSONDecoder().decode(TargetInfo.self, from: Data(info.standardOutput.utf8)).paths
        let folder = URL(fileURLWithPath: paths.runtimeResourcePath).appending(path: "pm/PluginAPI")
        try #require(FileManager.default.fileExists(atPath: folder.appending(path: "PackagePlugin.swiftmodule").path),
                     "no PackagePlugin module in \(folder.path)")
        return folder
    }

    /// The tools version of the root manifest (`// swift-tools-version:6.1`), which decides the plugin's language
    /// mode and the `PackagePlugin` API it sees.
    private static func packageToolsVersion() throws -> String {
        let manifest = try String(contentsOf: Command.repositoryRoot.appending(path: "Package.swift"), encoding: .utf8)
        let firstLine = manifest.prefix { $0 != "\n" }
        let version = firstLine.split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) }
        return try #require(version.flatMap { $0.first?.isNumber == true ? $0 : nil },
                            "no tools version in the first line of Package.swift: '\(firstLine)'")
    }

    private static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "wiring-xcode-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

import Foundation
import Testing

/// The package has two manifests: `Package.swift` (tools version 6.2), which Swift 6.2 and later read, and
/// `Package@swift-6.1.swift`, which Swift 6.1 reads (SwiftPM takes a `Package@swift-X.Y.swift` whose version is the
/// toolchain's own, and otherwise `Package.swift` when its tools version is at least that of the newest older
/// versioned manifest and the toolchain can read it). They must describe the same package but for one thing: the
/// `OptimizedTool` trait's `-O` on the build plugin's tool, which SwiftPM 6.1 refuses in a package depended on by
/// version. No Swift 6.1 toolchain is installed here, so the 6.1 manifest is evaluated by this toolchain, as a
/// `Package.swift` of its own with its `// swift-tools-version:6.1` (the `PackageDescription` API of 6.1), and the
/// plugins are type-checked with the `PackagePlugin` API of 6.1.
@Suite struct ManifestTests {
    static let trait = "OptimizedTool"
    /// Every trait, by name: `default` (which enables `Prebuilt`) and the three of Wiring. (`dump-package` lists them
    /// in no fixed order.)
    static let traits = ["OptimizedTool", "Prebuilt", "SourceBuild", "default"]
    /// The targets of the build plugin's tool, which the trait compiles optimized.
    static let toolTargets: Set<String> = ["WiringCore", "WiringCommandLine", "wiring"]

    /// Both manifests evaluate, with the tools versions each must have, and list the same products, targets
    /// (dependencies, kinds, exclusions, plugin capabilities), traits and package dependencies — none: the package
    /// brings no other package. Only `Package.swift` has build settings: the trait's `-O` on the tool's three targets,
    /// in debug builds only and only when the trait is enabled.
    @Test func theSwift61ManifestListsWhatPackageSwiftLists() throws {
        let current = try Self.dumpPackage(manifest: "Package.swift")
        let older = try Self.dumpPackage(manifest: "Package@swift-6.1.swift")
        #expect(Self.toolsVersion(of: current) == "6.2.0")
        #expect(Self.toolsVersion(of: older) == "6.1.0")

        for key in ["name", "products", "dependencies", "platforms", "swiftLanguageVersions"] {
            #expect(Self.json(current[key]) == Self.json(older[key]), "'\(key)' differs between the two manifests")
        }
        #expect((current["dependencies"] as? [Any])?.isEmpty == true, "the package must depend on no other package")
        #expect(Self.traitNames(of: current) == Self.traits && Self.traitNames(of: older) == Self.traits)

        let targets = try Self.targets(of: current), olderTargets = try Self.targets(of: older)
        #expect(targets.map(\.name) == olderTargets.map(\.name))
        for (target, olderTarget) in zip(targets, olderTargets) {
            var withoutSettings = target.description
            withoutSettings["settings"] = [] as [Any]
            #expect(Self.json(withoutSettings) == Self.json(olderTarget.description),
                    "target '\(target.name)' differs between the two manifests (besides its settings)")
            #expect(olderTarget.settings.isEmpty, "Package@swift-6.1.swift: '\(olderTarget.name)' has settings")
        }

        let optimized = targets.filter { !$0.settings.isEmpty }
        #expect(Set(optimized.map(\.name)) == Self.toolTargets)
        for target in optimized {
            let setting = try #require(target.settings.count == 1 ? target.settings[0] : nil, "\(target.settings)")
            let condition = setting["condition"] as? [String: Any]
            #expect(setting["tool"] as? String == "swift")
            #expect(Self.json(setting["kind"]) == Self.json(["unsafeFlags": ["_0": ["-O"]]]), "\(target.name)")
            #expect(condition?["config"] as? String == "debug", "\(target.name)")
            #expect(condition?["traits"] as? [String] == [Self.trait], "\(target.name)")
        }
    }

    /// A release's Package.swift, as the release job makes it from main's (Tools/release-manifest.sh; here with the zip
    /// inside the package, as the offline tests use it, and with a URL, as the job writes it): one target more, the
    /// binary target `WiringTools`, on which each plugin depends under the trait `Prebuilt` (the default), while the
    /// executables it runs are its dependencies under `SourceBuild` only; nothing else differs from main's manifest,
    /// whose plugins depend on the executables without a condition.
    @Test(arguments: ["path", "url"])
    func aReleaseManifestGivesThePluginsThePrebuiltToolsByDefault(form: String) throws {
        let main = try Self.dumpPackage(manifest: "Package.swift")
        let folder = FileManager.default.temporaryDirectory.appending(path: "wiring-release-manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: Command.repositoryRoot.appending(path: "Package.swift"), to: folder.appending(path: "Package.swift"))
        try Data().write(to: folder.appending(path: "WiringTools.artifactbundle.zip"))
        let location = form == "path"
            ? ["--path", "WiringTools.artifactbundle.zip"]
            : ["--url", "https://github.com/wiring-swift/Wiring/releases/download/9.9.9/WiringTools.artifactbundle.zip",
               "--checksum", String(repeating: "0123456789abcdef", count: 4)]
        let rewrite = try Command.run(
            Command.repositoryRoot.appending(path: "Tools/release-manifest.sh").path,
            location + [folder.appending(path: "Package.swift").path])
        try #require(rewrite.status == 0, "\(rewrite.combined)")
        let release = try Self.dumpPackage(folder: folder)

        let targets = try Self.targets(of: main), releaseTargets = try Self.targets(of: release)
        #expect(releaseTargets.map(\.name) == targets.map(\.name) + ["WiringTools"])
        let binary = try #require(releaseTargets.last?.description)
        #expect(binary["type"] as? String == "binary")
        if form == "path" {
            #expect(binary["path"] as? String == "WiringTools.artifactbundle.zip")
        } else {
            #expect((binary["url"] as? String)?.hasSuffix("/9.9.9/WiringTools.artifactbundle.zip") == true)
            #expect((binary["checksum"] as? String)?.count == 64)
        }
        let plugins: [String: Set<String>] = [
            "WiringPlugin": ["wiring"], "WiringCommandPlugin": ["wiring", "wiring-graph"],
            "WiringGeneratePlugin": ["wiring"],
        ]
        for (target, releaseTarget) in zip(targets, releaseTargets) {
            guard let tools = plugins[target.name] else {
                #expect(Self.json(target.description) == Self.json(releaseTarget.description),
                        "target '\(target.name)' differs in the release's manifest")
                continue
            }
            // On main: the executables, unconditionally.
            #expect(Self.dependencies(of: target.description).map(\.name).sorted() == tools.sorted())
            #expect(Self.dependencies(of: target.description).allSatisfy { $0.traits == nil })
            // On a release: the bundle under Prebuilt, the executables under SourceBuild.
            let dependencies = Self.dependencies(of: releaseTarget.description)
            #expect(Set(dependencies.map(\.name)) == tools.union(["WiringTools"]), "\(target.name)")
            for dependency in dependencies {
                #expect(dependency.traits == [dependency.name == "WiringTools" ? "Prebuilt" : "SourceBuild"],
                        "\(target.name) → \(dependency.name)")
            }
        }
        for key in ["name", "products", "dependencies", "platforms", "swiftLanguageVersions"] {
            #expect(Self.json(main[key]) == Self.json(release[key]), "'\(key)' differs in the release's manifest")
        }
        #expect(Self.json(Self.sortedTraits(of: main)) == Self.json(Self.sortedTraits(of: release)),
                "the traits differ in the release's manifest")
    }

    /// The release job's script rewrites main's manifest, which has its line once, and nothing else: not the 6.1
    /// manifest, which builds the tools from source on a release too.
    @Test func onlyPackageSwiftHasTheLineTheReleaseReplaces() throws {
        let script = Command.repositoryRoot.appending(path: "Tools/release-manifest.sh").path
        let main = try Command.run(script, ["--check", Command.repositoryRoot.appending(path: "Package.swift").path])
        #expect(main.status == 0, "\(main.combined)")
        let older = try Command.run(
            script, ["--check", Command.repositoryRoot.appending(path: "Package@swift-6.1.swift").path])
        #expect(older.status != 0, "Package@swift-6.1.swift has the line the release job replaces")
    }

    /// With both manifests in the package's folder, as the repository has them, this toolchain (6.2 or later) reads
    /// `Package.swift`; and no other versioned manifest is there to take its place.
    @Test func aNewerToolchainReadsPackageSwift() throws {
        let manifests = try FileManager.default.contentsOfDirectory(atPath: Command.repositoryRoot.path)
            .filter { $0.hasPrefix("Package") && $0.hasSuffix(".swift") }.sorted()
        #expect(manifests == ["Package.swift", "Package@swift-6.1.swift"])
        let both = try Self.dumpPackage(manifests: ["Package.swift", "Package@swift-6.1.swift"])
        #expect(Self.toolsVersion(of: both) == "6.2.0")
    }

    /// The three plugins type-check with the `PackagePlugin` API and language mode of tools version 6.1, as a Swift
    /// 6.1 toolchain compiles them when it reads `Package@swift-6.1.swift`: a call that only a newer API has fails.
    @Test(arguments: ["WiringPlugin", "WiringCommandPlugin", "WiringGeneratePlugin"])
    func thePluginsTypeCheckWithTheSwift61PluginAPI(plugin: String) throws {
        let folder = Command.repositoryRoot.appending(path: "Plugins/\(plugin)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { folder.appending(path: $0).path }
        let pluginAPI = try XcodePluginTests.pluginAPIFolder()
        let result = try Command.run("swiftc", [
            "-typecheck", "-parse-as-library", "-module-name", plugin, "-warnings-as-errors", "-swift-version", "6",
            "-package-description-version", "6.1", "-I", pluginAPI.path,
        ] + files, timeout: 120)
        #expect(result.status == 0, "\(plugin) does not compile with the PackagePlugin API of 6.1:\n\(result.combined)")
    }

    // MARK: - Reading the manifests

    /// `swift package dump-package` of a folder that holds the repository's `manifest` as its `Package.swift`.
    static func dumpPackage(manifest: String) throws -> [String: Any] {
        try dumpPackage(manifests: [manifest], renamedTo: ["Package.swift"])
    }

    /// `swift package dump-package` of a folder that holds the repository's `manifests` (under the names
    /// `renamedTo`, or their own).
    static func dumpPackage(manifests: [String], renamedTo names: [String]? = nil) throws -> [String: Any] {
        let folder = FileManager.default.temporaryDirectory.appending(path: "wiring-manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (manifest, name) in zip(manifests, names ?? manifests) {
            try FileManager.default.copyItem(
                at: Command.repositoryRoot.appending(path: manifest), to: folder.appending(path: name))
        }
        let dump = try Command.run(
            "swift", ["package", "dump-package", "--package-path", folder.path,
                      "--scratch-path", folder.appending(path: ".build").path], timeout: 300)
        try #require(dump.status == 0, "swift package dump-package (\(manifests)) failed:\n\(dump.combined)")
        return try #require(try JSONSerialization.jsonObject(with: Data(dump.standardOutput.utf8)) as? [String: Any])
    }

    /// `swift package dump-package` of a folder that holds a package's manifest.
    static func dumpPackage(folder: URL) throws -> [String: Any] {
        let dump = try Command.run(
            "swift", ["package", "dump-package", "--package-path", folder.path,
                      "--scratch-path", folder.appending(path: ".build").path], timeout: 300)
        try #require(dump.status == 0, "swift package dump-package (\(folder.path)) failed:\n\(dump.combined)")
        return try #require(try JSONSerialization.jsonObject(with: Data(dump.standardOutput.utf8)) as? [String: Any])
    }

    /// A target's dependencies on targets of its package: each one's name and the traits of its condition, if any.
    /// `dump-package` writes `.target(name:condition:)` as `{"target": [name, condition]}` and a plain name as
    /// `{"byName": [name, condition]}`, the condition `null` or `{"traits": [...], ...}`.
    static func dependencies(of target: [String: Any]) -> [(name: String, traits: [String]?)] {
        ((target["dependencies"] as? [[String: Any]]) ?? []).compactMap { dependency in
            guard let pair = (dependency["target"] ?? dependency["byName"]) as? [Any],
                  let name = pair.first as? String else { return nil }
            let condition = pair.count > 1 ? pair[1] as? [String: Any] : nil
            return (name, (condition?["traits"] as? [String])?.sorted())
        }
    }

    static func toolsVersion(of package: [String: Any]) -> String? {
        (package["toolsVersion"] as? [String: Any])?["_version"] as? String
    }

    static func traitNames(of package: [String: Any]) -> [String] {
        ((package["traits"] as? [[String: Any]]) ?? []).compactMap { $0["name"] as? String }.sorted()
    }

    /// The package's traits, each with its description and the traits it enables, by name.
    static func sortedTraits(of package: [String: Any]) -> [[String: Any]] {
        ((package["traits"] as? [[String: Any]]) ?? []).sorted { ($0["name"] as? String ?? "") < ($1["name"] as? String ?? "") }
    }

    static func targets(of package: [String: Any]) throws
        -> [(name: String, settings: [[String: Any]], description: [String: Any])]
    {
        try #require(package["targets"] as? [[String: Any]]).map {
            ($0["name"] as? String ?? "", $0["settings"] as? [[String: Any]] ?? [], $0)
        }
    }

    /// A JSON value as sorted, canonical text, to compare two values.
    static func json(_ value: Any?) -> String {
        guard let value, JSONSerialization.isValidJSONObject([value]),
              let data = try? JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys]) else {
            return String(describing: value)
        }
        return String(decoding: data, as: UTF8.self)
    }
}

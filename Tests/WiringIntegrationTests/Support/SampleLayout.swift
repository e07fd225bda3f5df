import Foundation
import WiringCore

/// How a sample program of the documentation is laid out as a package: the one layout that ``SampleChecker``
/// compiles and that the transcripts build and run (``TranscriptChecker``), so that the paths a page shows
/// (`Sources/MyApp/main.swift:3:7: error: …`, a generated `Declared at` comment, a command's arguments) are those of
/// a reader's package made of the same samples.
///
/// - the app's files in `Sources/MyApp/`, with its `wiring.json`;
/// - a `package-module` (a module of the app's own package) in `Sources/<Module>/`;
/// - a `module` (a library of another package) in `Packages/<Module>/Sources/<Module>/`, with a manifest that makes it
///   the library product `<Module>` of the package `<Module>`, so that a page's manifest can take it with
///   `.package(path: "Packages/<Module>")`;
/// - the tests in `Tests/MyAppTests/`.
enum SampleLayout {
    typealias Program = DocumentationSamples.Program

    /// The URL the pages' manifests give for Wiring.
    static let wiringURL = "https://github.com/wiring-swift/Wiring"

    /// What ``write(_:in:map:)`` wrote.
    struct Written {
        /// The paths of the Swift files, by module: nil for the app.
        var files: [String?: [String]] = [:]
        var configuration: URL?
    }

    /// Writes the program's files into `folder`, remembering in `map` which Markdown line each line comes from.
    static func write(_ program: Program, in folder: URL, map: inout SourceMap) throws -> Written {
        var written = Written()
        for file in program.files {
            let url = folder.appending(path: "\(self.folder(of: file.module, in: program))/\(file.name)")
            try map.write(file.blocks, to: url)
            written.files[file.module, default: []].append(url.path)
        }
        for module in program.modules where !module.samePackage {
            try manifest(ofLibrary: module.name).write(to: folder.appending(path: "Packages/\(module.name)/Package.swift"),
                                                       atomically: true, encoding: .utf8)
        }
        if let configuration = program.configuration {
            let url = folder.appending(path: "\(self.folder(of: nil, in: program))/wiring.json")
            try map.write([configuration], to: url)
            written.configuration = url
        }
        return written
    }

    /// The folder of a module's files, relative to the package: nil is the app.
    static func folder(of module: String?, in program: Program) -> String {
        switch module {
        case nil: "Sources/\(DocumentationSamples.appModule)"
        case DocumentationSamples.testModule: "Tests/\(DocumentationSamples.testModule)"
        case let name?:
            program.modules.contains { $0.name == name && !$0.samePackage } ? "Packages/\(name)/Sources/\(name)" : "Sources/\(name)"
        }
    }

    /// The manifest of the package that holds a `module` of another package: one library product of that name.
    static func manifest(ofLibrary name: String) -> String {
        """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "\(name)",
            products: [.library(name: "\(name)", targets: ["\(name)"])],
            targets: [.target(name: "\(name)")]
        )

        """
    }

    /// Writes a manifest sample as `folder/Package.swift`: a whole manifest as it is, a part (`manifest arguments`,
    /// `manifest target`) inside a template of the package `MyApp` (which, for a target, depends on Wiring).
    static func writeManifest(_ block: DocumentationSamples.Block, _ part: DocumentationSamples.ManifestPart,
                              in folder: URL, map: inout SourceMap) throws {
        let header = "// swift-tools-version:6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"MyApp\",\n"
        let (before, after): (String, String) = switch part {
        case .whole: ("", "")
        case .arguments: (header, ")\n")
        case .target: (header + "    dependencies: [.package(url: \"\(wiringURL)\", from: \"\(WiringVersion.current)\")],\n    targets: [\n", "    ]\n)\n")
        }
        try map.write([block], to: folder.appending(path: "Package.swift"), before: before, after: after)
    }
}

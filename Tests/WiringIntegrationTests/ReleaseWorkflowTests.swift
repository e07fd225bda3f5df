import Foundation
import Testing

/// The release job (`.github/workflows/release.yml`) runs on GitHub only, so it is checked here against what it runs:
/// Tools/make-artifact-bundle.sh, once per variant the script knows and once to assemble them, and
/// Tools/release-manifest.sh, with the URL of the zip the script names; the Swift it builds with is the one the
/// repository is tested with. The assemble step itself runs here, on stand-ins for the tools.
@Suite struct ReleaseWorkflowTests {
    static let workflowPath = ".github/workflows/release.yml"
    static let bundleScript = "Tools/make-artifact-bundle.sh"
    static let manifestScript = "Tools/release-manifest.sh"

    static func text(_ path: String) throws -> String {
        try String(contentsOf: Command.repositoryRoot.appending(path: path), encoding: .utf8)
    }

    /// The variants the script builds, with their triples: its `triple_of` cases, `variant) echo triple ;;`.
    static func scriptVariants() throws -> [String: String] {
        var variants: [String: String] = [:]
        for line in try text(bundleScript).split(separator: "\n") {
            if let match = line.wholeMatch(of: #/\s+([a-z0-9]+-[a-z0-9_]+)\) echo ([a-z0-9_]+-[a-z]+-[a-z]+(-gnu)?) ;;/#) {
                variants[String(match.1)] = String(match.2)
            }
        }
        return variants
    }

    /// Every variant the script knows is built by a job of the workflow, with the script, and checked in the bundle;
    /// the triples are the ones SwiftPM matches on macOS and Linux.
    @Test func theWorkflowBuildsEveryVariantTheScriptKnows() throws {
        let variants = try Self.scriptVariants()
        #expect(variants == [
            "macos-arm64": "arm64-apple-macosx", "macos-x86_64": "x86_64-apple-macosx",
            "linux-x86_64": "x86_64-unknown-linux-gnu", "linux-aarch64": "aarch64-unknown-linux-gnu",
        ])
        let workflow = try Self.text(Self.workflowPath)
        var built: [String] = []
        for line in workflow.split(separator: "\n") {
            if let match = line.wholeMatch(of: #/\s+- variant: ([a-z0-9_-]+)/#) { built.append(String(match.1)) }
            if let match = line.wholeMatch(of: #/\s+variant: \[(.*)\]/#) {
                built += match.1.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            }
        }
        #expect(built.sorted() == variants.keys.sorted(), "the workflow builds \(built)")
        let build = #"Tools/make-artifact-bundle.sh build "${{ matrix.variant }}" --output .build-artifacts"#
        #expect(workflow.components(separatedBy: build).count - 1 == 2, "a Linux and a macOS job run '\(build)'")
        let checked = try #require(
            workflow.split(separator: "\n").first { $0.contains("for variant in ") && $0.contains("; do") })
        for variant in variants.keys {
            #expect(checked.contains(variant), "the release job does not check that the bundle has \(variant)")
        }
    }

    /// The folders, names and URL the workflow uses are the scripts': the variants' folders it uploads and downloads,
    /// the zip it publishes, and the URL it writes into the manifest, which is where GitHub serves a release's asset.
    @Test func theWorkflowUsesTheScriptsNamesAndFolders() throws {
        let workflow = try Self.text(Self.workflowPath)
        let bundleScript = try Self.text(Self.bundleScript), manifestScript = try Self.text(Self.manifestScript)
        #expect(bundleScript.contains("\nbundle_name=WiringTools\n") && manifestScript.contains("\nname=WiringTools\n"))
        #expect(workflow.contains("  BUNDLE: WiringTools.artifactbundle.zip\n"))
        #expect(bundleScript.contains(#"bin=$output/variants/$variant/bin"#))
        #expect(workflow.contains("path: .build-artifacts/variants/${{ matrix.variant }}\n"))
        #expect(workflow.contains("          path: .build-artifacts/variants\n"))
        #expect(workflow.contains("Tools/make-artifact-bundle.sh assemble --output .build-artifacts > bundle.txt"))
        #expect(workflow.contains(#"echo "checksum=$(sed -n 2p bundle.txt)""#))
        #expect(workflow.contains("Tools/release-manifest.sh --check"))
        #expect(workflow.contains(#"--url "https://github.com/$GITHUB_REPOSITORY/releases/download/$VERSION/$BUNDLE""#))
        #expect(workflow.contains(#"--checksum "${{ steps.bundle.outputs.checksum }}""#))
        // A tag is the bare version (docs/Releasing.md), and the release is made of the commit that has the URL.
        #expect(workflow.contains(#"gh release create "$VERSION" --target "${{ steps.commit.outputs.sha }}""#))
        #expect(workflow.contains(#"".build-artifacts/$BUNDLE""#))
    }

    /// The tools are built with the Swift the repository is tested with (docs/Requirements.md), the Linux ones in
    /// Swift's Amazon Linux 2 image (the oldest glibc of Swift's Linux platforms).
    @Test func theWorkflowBuildsWithTheTestedSwift() throws {
        let workflow = try Self.text(Self.workflowPath)
        let version = try #require(
            workflow.firstMatch(of: #/\n  SWIFT_VERSION: "([0-9.]+)"\n/#).map { String($0.1) })
        let requirements = try Self.text("docs/Requirements.md")
        #expect(requirements.contains("with Swift \(version)."), "docs/Requirements.md names another Swift")
        #expect(workflow.contains("container: swift:\(version)\n"))
        #expect(workflow.contains(#""swift:$SWIFT_VERSION-amazonlinux2""#))
    }

    /// The assemble step as the release job runs it, on stand-ins for the four variants' tools (with no modes, as
    /// GitHub's artifact store returns them): a bundle whose info.json lists each tool under its executable's name
    /// with a variant per triple, a zip whose one top-level entry is the bundle, and its SHA-256 (the script checks it
    /// against `swift package compute-checksum`).
    @Test func theAssembleStepMakesTheBundleOfEveryVariant() throws {
        let output = FileManager.default.temporaryDirectory.appending(path: "wiring-bundle-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let variants = try Self.scriptVariants()
        for variant in variants.keys {
            let bin = output.appending(path: "variants/\(variant)/bin")
            try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
            for tool in ["wiring", "wiring-graph"] {
                try "#!/bin/sh\necho \(variant) \(tool)\n".write(to: bin.appending(path: tool), atomically: true, encoding: .utf8)
            }
        }
        let assemble = try Command.run(
            Command.repositoryRoot.appending(path: Self.bundleScript).path, ["assemble", "--output", output.path])
        try #require(assemble.status == 0, "\(assemble.combined)")
        let printed = assemble.standardOutput.split(separator: "\n").map(String.init)
        #expect(printed.first == output.appending(path: "WiringTools.artifactbundle.zip").path)
        #expect(printed.count == 2 && printed[1].wholeMatch(of: #/[0-9a-f]{64}/#) != nil, "\(printed)")

        let info = try #require(try JSONSerialization.jsonObject(
            with: Data(contentsOf: output.appending(path: "WiringTools.artifactbundle/info.json"))) as? [String: Any])
        #expect(info["schemaVersion"] as? String == "1.0")
        let artifacts = try #require(info["artifacts"] as? [String: [String: Any]])
        #expect(Set(artifacts.keys) == ["wiring", "wiring-graph"])
        for (tool, artifact) in artifacts {
            #expect(artifact["type"] as? String == "executable")
            let listed = try #require(artifact["variants"] as? [[String: Any]])
            let triples = Dictionary(uniqueKeysWithValues: listed.compactMap { variant -> (String, [String])? in
                guard let path = variant["path"] as? String, let triples = variant["supportedTriples"] as? [String]
                else { return nil }
                return (path, triples)
            })
            #expect(triples == Dictionary(uniqueKeysWithValues: variants.map { ("\($0.key)/\(tool)", [$0.value]) }))
            for path in triples.keys {
                let file = output.appending(path: "WiringTools.artifactbundle/\(path)").path
                #expect(FileManager.default.isExecutableFile(atPath: file), "\(path) is not executable")
            }
        }
        let listing = try Command.run("unzip", ["-Z1", output.appending(path: "WiringTools.artifactbundle.zip").path])
        let entries = listing.standardOutput.split(separator: "\n")
        #expect(entries.allSatisfy { $0.hasPrefix("WiringTools.artifactbundle/") }, "\(entries)")
        #expect(entries.contains("WiringTools.artifactbundle/info.json"))
    }
}

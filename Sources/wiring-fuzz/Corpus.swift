import SeededRandom
import Foundation
import WiringCore

/// The real Swift files the inputs are made from, in groups that are read together: the files of one folder are one
/// target's sources, so a mutated file is checked with the rest of its graph (and can still generate one).
struct Corpus {
    struct Group {
        var files: [Pipeline.SourceFile]
    }

    private(set) var groups: [Group] = []
    /// Every file, as (group, index in the group): a file is mutated with this chance, whatever its group's size.
    private(set) var files: [(group: Int, file: Int)] = []

    var byteCount: Int { groups.reduce(0) { $0 + $1.files.reduce(0) { $0 + $1.contents.count } } }

    struct LoadError: Error, CustomStringConvertible {
        var description: String
    }

    /// The repository this tool's sources are in, for the default corpus.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let defaultPaths = ["Tests/Fixtures/Sources", "Examples", "Tests/WiringCoreTests/References"]
        .map { repositoryRoot.appending(path: $0).path }

    /// The `.swift` files under `paths`, grouped by folder; folders are searched recursively, skipping hidden and
    /// `.build` folders and the references' `Expected` folders (generated files, not inputs).
    init(paths: [String]) throws(LoadError) {
        var byFolder: [String: [String]] = [:]
        for path in paths {
            for file in try Self.swiftFiles(under: path) {
                byFolder[(file as NSString).deletingLastPathComponent, default: []].append(file)
            }
        }
        for folder in byFolder.keys.sorted() {
            let sources = try byFolder[folder, default: []].sorted().map { path throws(LoadError) in
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw LoadError(description: "cannot read '\(path)'")
                }
                return Pipeline.SourceFile(path: path, contents: [UInt8](data))
            }
            add(Group(files: sources))
        }
    }

    private static func swiftFiles(under path: String) throws(LoadError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw LoadError(description: "no such file or folder: '\(path)'")
        }
        guard isDirectory.boolValue else { return [path] }
        guard let enumerator = FileManager.default.enumerator(
            at: URL(fileURLWithPath: path), includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        var found: [String] = []
        for case let url as URL in enumerator {
            if url.lastPathComponent.hasPrefix(".build") || url.lastPathComponent == "Expected" {
                enumerator.skipDescendants()
            } else if url.pathExtension == "swift" {
                found.append(url.path)
            }
        }
        return found
    }

    private mutating func add(_ group: Group) {
        guard !group.files.isEmpty else { return }
        files += group.files.indices.map { (groups.count, $0) }
        groups.append(group)
    }

    /// Adds `count` Swift files of the package mirror's bare repositories, each a group of its own, chosen with
    /// `seed`: the same seed and mirror give the same files. Read with `git show`; nothing is checked out.
    mutating func addMirrorSample(_ count: Int, mirror: String, seed: UInt64) throws(LoadError) {
        var candidates: [(gitDirectory: String, path: String)] = []
        let owners = (try? FileManager.default.contentsOfDirectory(atPath: mirror)) ?? []
        guard !owners.isEmpty else { throw LoadError(description: "no repositories in the package mirror '\(mirror)'") }
        for owner in owners.sorted() {
            let ownerFolder = mirror + "/" + owner
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: ownerFolder)) ?? []).sorted()
            where name.hasSuffix(".git") {
                let gitDirectory = ownerFolder + "/" + name
                let listing = String(decoding: try Self.git(gitDirectory, ["ls-tree", "-r", "-z", "--name-only", "HEAD"]),
                                     as: UTF8.self)
                for path in listing.split(separator: "\0") where path.hasSuffix(".swift")
                    && !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                    candidates.append((gitDirectory, String(path)))
                }
            }
        }
        var generator = SplitMix64(seed: seed)
        candidates.shuffle(using: &generator)
        for (gitDirectory, path) in candidates.prefix(count) {
            let contents = try Self.git(gitDirectory, ["show", "HEAD:" + path])
            let repository = gitDirectory.dropFirst(mirror.count + 1).dropLast(".git".count)
            add(Group(files: [Pipeline.SourceFile(path: "mirror/\(repository)/\(path)", contents: contents)]))
        }
    }

    private static func git(_ gitDirectory: String, _ arguments: [String]) throws(LoadError) -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "--git-dir", gitDirectory] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw LoadError(description: "cannot run git: \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw LoadError(description: "'git \(arguments.joined(separator: " "))' failed in '\(gitDirectory)'")
        }
        return [UInt8](data)
    }
}

import Foundation
import SeededRandom
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
        guard
            let enumerator = FileManager.default.enumerator(
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

    /// The package corpus's folder when neither `--corpus-folder` nor `WIRING_CORPUS` names one: the repository's
    /// `.corpus`, which `Tools/fetch-corpus.sh` fills with the packages of `Tools/corpus.txt`.
    static var defaultPackageCorpus: String {
        ProcessInfo.processInfo.environment["WIRING_CORPUS"].flatMap { $0.isEmpty ? nil : $0 }
            ?? repositoryRoot.appending(path: ".corpus").path
    }

    /// Adds `count` Swift files of the package corpus in `folder` (a folder per package, `OWNER/NAME`), each a group
    /// of its own, chosen with `seed`: the same seed and folder give the same files. Hidden folders and files
    /// (`.git` among them) and symbolic links are left out, as `Tools/fidelity.py` leaves them out.
    mutating func addPackageSample(_ count: Int, folder: String, seed: UInt64) throws(LoadError) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw LoadError(
                description: "no package corpus at '\(folder)': fetch it with Tools/fetch-corpus.sh, or "
                    + "name another folder with --corpus-folder or WIRING_CORPUS")
        }
        func folders(in parent: String) -> [String] {
            ((try? manager.contentsOfDirectory(atPath: parent)) ?? []).filter { name in
                var isFolder: ObjCBool = false
                return !name.hasPrefix(".") && manager.fileExists(atPath: parent + "/" + name, isDirectory: &isFolder)
                    && isFolder.boolValue
            }.sorted()
        }
        var candidates: [String] = []
        for owner in folders(in: folder) {
            for name in folders(in: folder + "/" + owner) {
                let package = folder + "/" + owner + "/" + name
                guard
                    let enumerator = manager.enumerator(
                        at: URL(fileURLWithPath: package),
                        includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey],
                        options: [.skipsHiddenFiles])
                else { continue }
                var found: [String] = []
                for case let url as URL in enumerator where url.pathExtension == "swift" {
                    let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
                    if values?.isRegularFile == true, values?.isSymbolicLink != true {
                        found.append(url.path)
                    }
                }
                candidates += found.sorted()
            }
        }
        guard !candidates.isEmpty else {
            throw LoadError(
                description: "no Swift files in the package corpus '\(folder)': fetch it with Tools/fetch-corpus.sh")
        }
        var generator = SplitMix64(seed: seed)
        candidates.shuffle(using: &generator)
        for path in candidates.prefix(count) {
            guard let data = manager.contents(atPath: path) else {
                throw LoadError(description: "cannot read '\(path)'")
            }
            add(Group(files: [Pipeline.SourceFile(path: path, contents: [UInt8](data))]))
        }
    }
}

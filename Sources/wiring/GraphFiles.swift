import WiringCommandLine
import WiringCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `wiring generate --parts`: the root file at the output path and each part's file beside it. Each is written only
/// when its text changed, so the compiler compiles again only the parts an edit touched; the files of parts beyond
/// the count that Wiring wrote there before are removed, so that a smaller count never leaves a stale part behind.
enum GraphFiles {
    static func write(_ graph: RenderedGraph, root: String) throws {
        let folder = URL(fileURLWithPath: root).deletingLastPathComponent()
        let files = graph.files
        try OutputFile.write(files[0].text, to: root)
        for file in files.dropFirst() {
            try OutputFile.write(file.text, to: folder.appending(path: file.name).path)
        }
        var number = files.count
        while case let stale = folder.appending(path: RenderedGraph.partFileName(number)),
            let contents = FileManager.default.contents(atPath: stale.path),
            GeneratedFileCheck.isGeneratedByWiring(contents)
        {
            try FileManager.default.removeItem(at: stale)
            number += 1
        }
    }
}

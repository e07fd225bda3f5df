// `stages <folder> <output>`: runs Wiring's pipeline over the Swift files of a folder as `wiring generate` does, one
// stage at a time, and prints for each stage its wall time, its CPU time (user + system, every thread) and the
// process's peak resident set size at its end, as tab-separated lines: `stage wall-seconds cpu-seconds peak-MB`.
// `Benchmarks/run.sh` (section 1) puts them in a table, to show which stage the generator's time and memory go to.
import Foundation
import WiringCore

/// CPU seconds used so far by the process (every thread), and its peak resident set size in MB.
func usage() -> (cpu: Double, peakMB: Int) {
    var usage = rusage()
    #if canImport(Glibc)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    #else
        getrusage(RUSAGE_SELF, &usage)
    #endif
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    // Linux reports ru_maxrss in kilobytes (macOS in bytes: the benchmarks run on Linux).
    return (seconds(usage.ru_utime) + seconds(usage.ru_stime), Int(usage.ru_maxrss) / 1024)
}

/// Runs `body`, prints its line, and returns what it returned.
func stage<Result>(_ name: String, _ body: () -> Result) -> Result {
    let (startCPU, _) = usage()
    let start = DispatchTime.now().uptimeNanoseconds
    let result = body()
    let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let (endCPU, peak) = usage()
    print("\(name)\t\(String(format: "%.3f", wall))\t\(String(format: "%.3f", endCPU - startCPU))\t\(peak)")
    return result
}

/// The pipeline of `Pipeline.generate`, a stage at a time. Each stage's input is let go once the next has it, as in
/// `wiring generate`, so that each peak is the one the tool itself reaches.
func run(folder: URL, output: String) -> Bool {
    let diagnostics = DiagnosticCollector()
    var files: [Pipeline.SourceFile]? = stage("read") {
        var paths: [String] = []
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
        for case let url as URL in enumerator where url.pathExtension == "swift" { paths.append(url.path) }
        return paths.sorted().map { path in
            Pipeline.SourceFile(path: path, contents: [UInt8](FileManager.default.contents(atPath: path)!))
        }
    }
    var scanned: [ScannedFile]? = stage("scan") { Pipeline.scan(files.take()!, diagnostics: diagnostics) }
    let model = stage("annotations and model") { Pipeline.model(scanned: scanned.take()!, diagnostics: diagnostics) }
    guard let graph = stage("graph", { GraphResolver.resolve(model, diagnostics: diagnostics) }),
        !diagnostics.hasErrors
    else { return false }
    let text = stage("render") { AppGraphRenderer.render(graph, options: RenderOptions()).singleFile }
    return stage("write") { FileManager.default.createFile(atPath: output, contents: Data(text.utf8)) }
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: stages <folder> <output>\n".utf8))
    exit(2)
}
guard run(folder: URL(fileURLWithPath: arguments[1]), output: arguments[2]) else {
    FileHandle.standardError.write(
        Data("stages: the sources have errors or the output cannot be written; run `wiring check`\n".utf8))
    exit(1)
}

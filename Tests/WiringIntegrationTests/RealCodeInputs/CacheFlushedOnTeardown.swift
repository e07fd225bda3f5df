// Caches write themselves to disk when the app shuts down; the writer outlives the caches that use it.
// @Component(scope: .shared, teardown: close)
final class DiskWriter {
    func write(_ text: String) { print("wrote \(text)") }
    func close() { print("disk writer closed") }
}

// @Component(scope: .shared, teardown: flush)
final class ResponseCache {
    let writer: DiskWriter
    var entries = 0
    init(writer: DiskWriter) { self.writer = writer }
    func flush() { writer.write("\(entries) responses") }
}

// @Component(scope: .weak, teardown: flush)
final class ThumbnailCache {
    let writer: DiskWriter
    init(writer: DiskWriter) { self.writer = writer }
    func flush() { writer.write("thumbnails") }
}

// main.swift
let graph = AppGraph()
graph.responseCache.entries = 12
let thumbnails = graph.thumbnailCache
graph.shutdown()
_ = thumbnails
// expect-output: wrote thumbnails
// expect-output: wrote 12 responses
// expect-output: disk writer closed

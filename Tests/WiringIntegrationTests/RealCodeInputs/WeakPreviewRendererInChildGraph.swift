// Inside a document graph, the preview renderer is weak: alive while a preview pane holds it.
struct DocumentName: Sendable {
    let value: String
}

// @Inputs(graph: DocumentGraph)
struct DocumentInputs {
    let name: DocumentName
}

// @Component(scope: .weak, in: DocumentGraph, teardown: purge)
final class PreviewRenderer {
    let name: DocumentName
    init(name: DocumentName) { self.name = name }
    func purge() { print("purged preview of \(name.value)") }
}

// @Component
final class PreviewPane {
    let renderer: PreviewRenderer
    init(renderer: PreviewRenderer) { self.renderer = renderer }
}

// main.swift
let app = AppGraph()
let document = DocumentGraph(parent: app, inputs: DocumentInputs(name: DocumentName(value: "notes.md")))
let pane = document.previewPane
print(document.previewPane.renderer === pane.renderer)
document.shutdown()
// expect-output: true
// expect-output: purged preview of notes.md

// A document editor: a graph per open document, and below it a graph per page being edited.
struct Document: Sendable {
    let name: String
}

struct Page: Sendable {
    let number: Int
}

// @Inputs(graph: DocumentGraph)
struct DocumentInputs {
    let document: Document
}

// @Inputs(graph: PageGraph, parent: DocumentGraph)
struct PageInputs {
    let page: Page
}

// @Component(scope: .shared)
final class FontRegistry {
    let fonts = ["Helvetica", "Menlo"]
}

// @Component(scope: .shared, in: DocumentGraph, teardown: close)
final class UndoStack {
    let document: Document
    var actions: [String] = []
    init(document: Document) { self.document = document }
    func close() { print("\(document.name): \(actions.count) undo steps dropped") }
}

// @Component(scope: .shared, in: PageGraph, teardown: close)
final class PageCanvas {
    let label: String
    let undo: UndoStack
    init(page: Page, document: Document, undo: UndoStack, fonts: FontRegistry) {
        label = "\(document.name) p\(page.number) in \(fonts.fonts[0])"
        self.undo = undo
    }
    func close() { print("\(label) closed") }
}

// main.swift
let app = AppGraph()
let doc = DocumentGraph(parent: app, inputs: DocumentInputs(document: Document(name: "Essay")))
let first = PageGraph(parent: doc, inputs: PageInputs(page: Page(number: 1)))
let second = PageGraph(parent: doc, inputs: PageInputs(page: Page(number: 2)))
first.pageCanvas.undo.actions.append("typed")
print(first.pageCanvas.label, second.pageCanvas.undo === first.pageCanvas.undo)
doc.shutdown()
// expect-output: Essay p1 in Helvetica true
// expect-output: Essay p2 in Helvetica closed
// expect-output: Essay p1 in Helvetica closed
// expect-output: Essay: 1 undo steps dropped

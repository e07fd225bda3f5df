// A controller the framework creates gets a lazily created exporter through an injected property.
// @Component
final class PDFExporter {
    init() { print("exporter made") }
}

final class ReportController {
    // @Inject
    // @Lazy
    var exporter: (() -> PDFExporter)!

    func export() -> PDFExporter { exporter() }
}

// main.swift
let graph = AppGraph()
let controller = ReportController()
graph.inject(into: controller)
print("injected")
print(controller.export() === controller.export())
// expect-output: injected
// expect-output: exporter made
// expect-output: true

// A drawing app makes canvases per size: two assisted values of one type, in init order.
// @Component(scope: .shared)
final class ColorPalette {
    let primary = "teal"
}

// @Component(assisted: [width, height])
final class Canvas {
    let summary: String
    init(width: Int, palette: ColorPalette, height: Int) { summary = "\(width)x\(height) \(palette.primary)" }
}

// @Component
final class DocumentWindow {
    let canvas: Canvas
    init(makeCanvas: (Int, Int) -> Canvas) { canvas = makeCanvas(800, 600) }
}

// main.swift
let graph = AppGraph()
print(graph.documentWindow.canvas.summary, graph.makeCanvas(width: 1, height: 2).summary)
// expect-output: 800x600 teal 1x2 teal

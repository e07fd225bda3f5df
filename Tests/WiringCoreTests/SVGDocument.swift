import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What the tests read from an SVG: parsed with `XMLParser`, so a malformed document fails the test.
struct SVGDocument {
    struct Box {
        var minX: Double, minY: Double, maxX: Double, maxY: Double

        func intersects(_ other: Box) -> Bool {
            minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
        }

        func contains(_ other: Box) -> Bool {
            minX <= other.minX && minY <= other.minY && other.maxX <= maxX && other.maxY <= maxY
        }
    }

    struct Node {
        var id: String
        var title = ""
        var box = Box(minX: 0, minY: 0, maxX: 0, maxY: 0)
    }

    var width = 0.0
    var height = 0.0
    var nodes: [Node] = []
    /// The frames drawn around graphs or modules, in the order drawn; `kind` is `graph` or `module`.
    var frames: [(label: String, box: Box, kind: String)] = []
    var edgeCount = 0
    var edgesWithoutArrowheads = 0
    var texts: [String] = []

    private init() {}

    init(_ text: String) throws {
        let reader = Reader()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = reader
        guard parser.parse() else {
            throw ParseError(message: "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "unknown error") at line \(parser.lineNumber)")
        }
        self = reader.document
    }

    struct ParseError: Error {
        var message: String
    }

    /// Reads the picture's size, each node's group (its title and the box of its shape), each frame (a module's or a
    /// graph's), the edges and the texts.
    private final class Reader: NSObject, XMLParserDelegate {
        var document = SVGDocument()
        private var depth = 0
        private var text = ""
        /// The depth of the node or frame group being read, and whether its shape has been read.
        private var nodeDepth: Int?
        private var frameDepth: Int?
        private var frameKind = ""
        private var frameBox: Box?
        private var shapeRead = false

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            depth += 1
            text = ""
            let number = { (key: String) in Double(attributes[key] ?? "") ?? 0 }
            switch name {
            case "svg":
                document.width = number("width")
                document.height = number("height")
            case "g" where attributes["id"]?.hasPrefix("node-") == true:
                document.nodes.append(Node(id: attributes["id"] ?? ""))
                nodeDepth = depth
                shapeRead = false
            case "g" where attributes["class"] == "module" || attributes["class"] == "graph":
                frameDepth = depth
                frameKind = attributes["class"] ?? ""
            case "rect" where frameDepth != nil:
                let x = number("x"), y = number("y")
                frameBox = Box(minX: x, minY: y, maxX: x + number("width"), maxY: y + number("height"))
            case "rect" where nodeDepth != nil && !shapeRead:
                let x = number("x"), y = number("y")
                document.nodes[document.nodes.count - 1].box = Box(minX: x, minY: y, maxX: x + number("width"), maxY: y + number("height"))
                shapeRead = true
            case "polygon" where nodeDepth != nil && !shapeRead:
                let values = (attributes["points"] ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
                let xs = stride(from: 0, to: values.count, by: 2).map { values[$0] }
                let ys = stride(from: 1, to: values.count, by: 2).map { values[$0] }
                document.nodes[document.nodes.count - 1].box = Box(minX: xs.min() ?? 0, minY: ys.min() ?? 0,
                                                                   maxX: xs.max() ?? 0, maxY: ys.max() ?? 0)
                shapeRead = true
            case "path" where attributes["class"]?.hasPrefix("edge ") == true:
                document.edgeCount += 1
                if attributes["marker-end"]?.hasPrefix("url(#arrow-") != true { document.edgesWithoutArrowheads += 1 }
            default:
                break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            text += string
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            switch name {
            case "text":
                document.texts.append(text)
                if let frameBox, frameDepth != nil { document.frames.append((text, frameBox, frameKind)) }
            case "title" where nodeDepth == depth - 1:
                document.nodes[document.nodes.count - 1].title = text
            case "g" where nodeDepth == depth:
                nodeDepth = nil
            case "g" where frameDepth == depth:
                frameDepth = nil
                frameBox = nil
            default:
                break
            }
            depth -= 1
        }
    }
}

import WiringCore

/// The visual language every format shares, so that one legend explains any picture: the fill says how a binding
/// is made, the border says its scope, the line says what an edge means.
enum GraphStyle {
    static let border = "#333333"
    static let text = "#111111"
    static let detailText = "#444444"
    static let frame = "#8A8A8A"

    static func fill(_ kind: GraphView.NodeKind) -> String {
        switch kind {
        case .component: "#DCEBFA"
        case .provider: "#DDF2DD"
        case .input: "#FFF1C9"
        case .boundType: "#EBDDF7"
        case .assistedFactory: "#FCE0CF"
        case .collection: "#D6F0EE"
        case .bundle: "#ECECEC"
        case .injection: "#F9DCEA"
        case .childGraph: "#E4EBCB"
        case .optionalValue: "#F2F2DA"
        case .entryPoints: "#FBE3DF"
        }
    }

    /// The border of a binding an entry point offers, and the color of the edges from its entry points.
    static let entryPoint = "#B03A2E"
    static let entryPointLegend = "entry point: a binding the graph offers (@EntryPoints)"

    /// A kept instance has a thick border; a weak one's is dashed too.
    static func borderWidth(_ scope: Scope?) -> Double {
        switch scope {
        case .shared: 2.5
        case .weak: 1.5
        case .unscoped, nil: 1
        }
    }

    static func isDashed(_ scope: Scope?) -> Bool { scope == .weak }

    static func legend(_ scope: Scope) -> String {
        switch scope {
        case .unscoped: "unscoped: a new one on each request"
        case .shared: "shared: one per graph"
        case .weak: "weak: shared while something holds it"
        }
    }

    static func color(_ kind: GraphView.EdgeKind) -> String {
        switch kind {
        case .needs, .factory, .childGraph, .lazy: "#555555"
        case .boundAs: "#7A4FB0"
        case .contains: "#2A7F7A"
        case .entryPoint: entryPoint
        }
    }

    static func isDashed(_ kind: GraphView.EdgeKind) -> Bool { kind.isFactory && kind != .lazy }

    /// A `@Lazy` factory's edge is dotted rather than dashed.
    static func isDotted(_ kind: GraphView.EdgeKind) -> Bool { kind == .lazy }

    /// An entry point's edge is drawn thicker.
    static func lineWidth(_ kind: GraphView.EdgeKind) -> Double { kind == .entryPoint ? 2.2 : 1.3 }
}

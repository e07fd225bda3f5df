// Inspector panes keyed by an enum nested in the inspector's namespace.
enum Inspector {
    enum Tab: Hashable {
        case layout, style
    }
}

protocol InspectorPane {
    var name: String { get }
}

// @Component(into: [Inspector.Tab: InspectorPane], key: .layout)
struct LayoutPane: InspectorPane {
    let name = "Layout"
}

// @Component(into: [Inspector.Tab: InspectorPane], key: .style)
struct StylePane: InspectorPane {
    let name = "Style"
}

// @Component
struct InspectorView {
    let panes: [Inspector.Tab: any InspectorPane]
}

// main.swift
let panes = AppGraph().inspectorView.panes
print(panes[.layout]?.name ?? "-", panes[.style]?.name ?? "-")
// expect-output: Layout Style

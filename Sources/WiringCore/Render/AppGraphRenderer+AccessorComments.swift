/// The two comment lines above each accessor: what the binding is, and where it comes from (`/// Component
/// `V8Engine`, shared: …` then `/// Declared at Sources/Car/Engine.swift:3, built with …`). They say what the
/// binding's ``BindingDescription`` says, which the graph stage's messages and the pictures share, in the words of a
/// comment on generated code, with what only a comment shows: the init used, the places of contributions.
extension AppGraphRenderer {
    func writeComment(_ index: Int) {
        let (what, from) = summary(of: model.bindings[index])
        writer.line("/// \(what)\(entryPointNote(index))")
        writer.line("/// \(from)")
        writeAbsentOptionals(index)
    }

    /// What the binding is (and its `@Named` name), and where it comes from.
    private func summary(of binding: Binding) -> (what: String, from: String) {
        var (what, from) = unnamedSummary(of: binding)
        if let collection = binding.collection {
            what += " Part of `\(collection.written)` only."
        }
        if let name = binding.key.name { what += " Named `\(name)`." }
        return (what, from)
    }

    /// ` Entry point of `AppEntryPoints`.` after what an entry point's binding is.
    private func entryPointNote(_ index: Int) -> String {
        guard plan.isEntryPoint[index], let entryPoints = model.entryPoints(of: graphClass) else { return "" }
        return " Entry point of `\(model.entryPoints[entryPoints].protocolName)`."
    }

    private func unnamedSummary(of binding: Binding) -> (what: String, from: String) {
        let description = BindingDescription(binding, in: model)
        let (type, declaration) = (description.type, description.declaration ?? "")
        // The kinds without one (inputs, collections, bundles, …) say nothing of it.
        let scope = description.scope ?? .unscoped
        let from = place(description.location)
        switch binding.source {
        case .component(let index):
            let kept =
                switch scope {
                case .shared: "shared: one instance per graph, created on first use"
                case .weak: "weak: shared while something holds it, created again after"
                case .unscoped: "unscoped: a new instance on each access"
                }
            return (
                "Component `\(type)`, \(kept).",
                "Declared at \(from), \(builtWith(model.components[index].initializer, binding))."
            )
        case .alias:
            return (
                "`\(type)`: the \(scope.rawValue) component `\(declaration)`.",
                "Bound by 'as: \(description.key.written)' at \(from)."
            )
        case .assistedFactory(let index):
            let component = model.components[index]
            return (
                "Component `\(declaration)`, assisted: a new instance on each call, with the values passed in (\(component.assistedParameters.joined(separator: ", "))).",
                "Declared at \(from), \(builtWith(component.initializer, binding)). Components ask for it as `\(type)`."
            )
        case .provider:
            let calls =
                scope == .shared
                ? "shared: called once per graph, on first use"
                : "unscoped: called on each access"
            return ("`\(type)` from `\(declaration)`, \(calls).", "Provided at \(from).")
        case .input:
            let initializer = graphClass == 0 ? "init(inputs:)" : "init(parent:inputs:)"
            return ("`\(type)`, passed to `\(initializer)`.", "Declared at \(from).")
        case .injection(let index):
            let places = model.injections[index].properties.map { "\(place($0.location))" }
            return (
                "Sets the '@Inject' properties of a `\(type)` made elsewhere (a storyboard, a framework).",
                "Properties declared at \(places.joined(separator: ", "))."
            )
        case .bundle:
            return (
                "`\(type)`: a new bundle on each access, its properties from the graph.",
                "Bundle declared at \(from)."
            )
        case .collection(let keys):
            let count = binding.dependencies.count
            guard count > 0 else {
                let nothing = model.graphs.count > 1 ? "nothing this graph sees" : "nothing"
                return (
                    "`\(type)`: empty, as \(nothing) contributes to it.", "Allowed empty by '@AllowEmpty' at \(from)."
                )
            }
            let order = keys == nil ? "by descending priority, then name" : "by key"
            let places = binding.dependencies.map { place($0.parameter.location) }
            return (
                "`\(type)`: \(Self.counted(count, "contribution")), \(order); a new collection on each access.",
                "Contributed at \(places.joined(separator: ", "))."
            )
        case .childGraph:
            return ("`\(type)`: creates a child graph `\(declaration)`.", "Declared at \(from).")
        case .entryPoints:
            return ("The entry points of `\(className(graphClass))`, `\(declaration)`.", "Declared at \(from).")
        case .optional:
            let wrapped = TypeKey.wrappedKey(of: binding.key)
            guard binding.dependencies.isEmpty else {
                return (
                    "`\(type)`: the `\(wrapped.written)` of this graph; nil in a graph that has none.",
                    "Asked for by '@Optional' at \(from)."
                )
            }
            return ("`\(type)`: absent, nil: \(whyAbsent(wrapped)).", "Asked for by '@Optional' at \(from).")
        }
    }

    private func builtWith(_ initializer: InitializerSignature, _ binding: Binding) -> String {
        let built =
            switch initializer.origin {
            case .declared: "built with the init at \(place(initializer.location))"
            case .memberwise: "built with its memberwise init"
            case .implicit: "built with init()"
            }
        return binding.dependencies.contains(where: \.isInjectedProperty)
            ? built + ", then its '@Inject' properties set" : built
    }

    /// `Sources/Car/Engine.swift:3`, relative to the source root.
    private func place(_ location: SourceLocation) -> String {
        "\(options.displayPath(location.file)):\(location.line)"
    }
}

/// What the generated code says of an `// @Optional` dependency that is absent: at the accessor of its nil, and at
/// each accessor that passes that nil on, so that a reader of either sees which dependency is missing and why.
extension AppGraphRenderer {
    /// A comment line for each `// @Optional` dependency of the binding that is nil in this graph.
    func writeAbsentOptionals(_ index: Int) {
        let binding = model.bindings[index]
        if case .optional = binding.source { return }
        for (dependency, target) in zip(binding.dependencies, graph.targets[index]) {
            let value = model.bindings[target]
            guard case .optional = value.source, value.dependencies.isEmpty else { continue }
            let wrapped = TypeKey.wrappedKey(of: value.key)
            let what =
                dependency.isDeferred
                ? "factory '\(dependency.parameter.name)' returns nil" : "'\(dependency.parameter.name)' is nil"
            writer.line("/// '@Optional' \(what) here: \(whyAbsent(wrapped)).")
        }
    }

    /// Why the graph has no `wrapped`: nothing binds it, or only graphs it cannot see do.
    func whyAbsent(_ wrapped: TypeKey) -> String {
        let homes = Set(model.bindings.lazy.filter { $0.key == wrapped }.compactMap(\.graph)).sorted()
        guard !homes.isEmpty else { return "nothing in the sources binds `\(wrapped.description)`" }
        let names = homes.map { "`\(model.graphs[$0].name)`" }
        return
            "`\(wrapped.description)` lives only in \(NearMatches.list(names)), which this graph does not see"
    }
}

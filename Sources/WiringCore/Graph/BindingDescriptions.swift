/// How the graph stage's messages name bindings, the declarations that ask for them and the edges between them, in
/// one place so that every rule says the same thing the same way. What they name comes from each binding's
/// ``BindingDescription``, which the generated comments and the pictures share.
extension MatchedGraph {
    /// The declaration whose parameter asks for a dependency: `'RaceCar.init'`, `'Frameworks.decoder()'`.
    func requester(_ binding: Binding) -> String {
        let description = BindingDescription(binding, in: model)
        let declaration = description.declaration ?? ""
        return switch description.kind {
        case .component, .boundType, .assistedFactory: "'\(declaration).init'"
        case .provider, .injection: "'\(declaration)'"
        case .input: "the inputs"
        case .collection: "the collection '\(binding.key)'"
        case .bundle: "bundle '\(declaration)'"
        case .childGraph: "the factory of '\(declaration)'"
        case .optionalValue: "the optional value '\(binding.key.written)'"
        case .entryPoints: "entry points '\(declaration)'"
        }
    }

    /// The parameter (or bundle property) that asks for a dependency: `parameter 'engine' of 'RaceCar.init'`.
    func asker(of dependency: Dependency, in binding: Binding) -> String {
        let description = BindingDescription(binding, in: model)
        switch description.kind {
        case .component where dependency.isInjectedProperty, .assistedFactory where dependency.isInjectedProperty:
            return "'@Inject' property '\(dependency.parameter.name)' of '\(description.declaration ?? "")'"
        case .bundle, .injection, .entryPoints:
            return "property '\(dependency.parameter.name)' of \(requester(binding))"
        default:
            let kind = dependency.isDeferred ? "factory parameter" : "parameter"
            return "\(kind) '\(dependency.parameter.name)' of \(requester(binding))"
        }
    }

    /// The factory a dependency takes, as the effect rules name it: `factory parameter 'make' of 'Garage.init'`.
    func factoryName(of dependency: Dependency, in binding: Binding) -> String {
        dependency.isInjectedProperty
            ? "factory \(asker(of: dependency, in: binding))"
            : "factory parameter '\(dependency.parameter.name)' of \(requester(binding))"
    }

    /// A note for the edge from `binding` to its dependency: what needs what, and where.
    func edgeNote(binding index: Int, dependency dependencyIndex: Int, verb: String) -> Diagnostic.Note {
        let binding = model.bindings[index]
        let dependency = binding.dependencies[dependencyIndex]
        if case .alias = binding.source {
            return .init(
                "'\(binding.key)' is bound to '\(dependency.key)' by its 'as: \(binding.key.written)'",
                at: dependency.parameter.location)
        }
        if case .optional = binding.source {
            return .init(
                "'\(binding.key)' is '\(dependency.key)' where the graph has it, for '@Optional' \(dependency.isProperty ? "property" : "parameter") '\(dependency.parameter.name)'",
                at: dependency.parameter.location)
        }
        if case .collection = binding.source {
            return .init(
                "'\(binding.key)' contains '\(dependency.key)' by its 'into: \(binding.key.written)'",
                at: dependency.parameter.location)
        }
        return .init(
            "'\(binding.key)' \(verb) '\(dependency.key)' through \(asker(of: dependency, in: binding))",
            at: dependency.parameter.location)
    }

    /// A cycle's bindings in order, back to the first: `'A' → 'B' → 'A'`; with the graph of each, when there are
    /// child graphs: `'Desk' in 'AppGraph' → 'Locker' in 'MemberGraph' → …`.
    func names(ofCycle edges: [(binding: Int, dependency: Int)]) -> String {
        let names = (edges.map(\.binding) + [edges[0].binding]).map { index in
            let binding = model.bindings[index]
            guard model.graphs.count > 1, let graph = binding.graph else { return "'\(binding.key)'" }
            return "'\(binding.key)' in '\(model.graphs[graph].name)'"
        }
        return names.joined(separator: " → ")
    }
}

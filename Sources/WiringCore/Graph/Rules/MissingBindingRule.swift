/// A dependency that no binding satisfies: the generated code would have nothing to pass. The message says what
/// most likely went wrong (an assisted component asked for directly, a name that differs, a type that is declared
/// but not annotated, a near miss) and the chain of requesters, so that the reader sees why the binding is needed.
struct MissingBindingRule: GraphRule {
    var phase: GraphRulePhase { .matched }

    /// How many requesters the chain shows at most.
    private static let chainLimit = 12

    func check(_ graph: MatchedGraph, diagnostics: DiagnosticCollector) {
        let bindings = graph.model.bindings
        // An `@Inject` property of a component is a dependency of its creation and of `inject(into:)`: one error.
        var reported: Set<SourceLocation> = []
        for index in graph.bindingsInSourceOrder {
            for (dependencyIndex, dependency) in bindings[index].dependencies.enumerated()
            where graph.targets[index][dependencyIndex] == .unbound {
                guard !graph.model.isRejected(dependency.key),
                    reported.insert(dependency.parameter.location).inserted
                else { continue }
                report(binding: index, dependency: dependencyIndex, in: graph, diagnostics: diagnostics)
            }
        }
    }

    private func report(
        binding index: Int, dependency dependencyIndex: Int, in graph: MatchedGraph,
        diagnostics: DiagnosticCollector
    ) {
        let model = graph.model
        let bindingsByKey = graph.bindingsByKey
        let binding = model.bindings[index]
        let dependency = binding.dependencies[dependencyIndex]
        let key = dependency.key
        var message = "missing binding for '\(key)', needed by \(graph.asker(of: dependency, in: binding))"
        var notes: [Diagnostic.Note] = []
        let chain = requestChain(from: index, in: graph)

        // For a composition, the components that declare every member.
        let paths = key.type.conformancePaths
        let conforming =
            paths.isEmpty
            ? []
            : model.components.filter { component in
                model.declaredSupertypes[component.typeName].map { declared in paths.allSatisfy(declared.contains) }
                    ?? false
            }
        if let factory = childGraphFactory(askedForBy: key, in: model) {
            let child = BindingDescription(factory, in: model).declaration ?? ""
            message +=
                key.type == .name(child)
                ? "; '\(child)' is a child graph, which the graph does not make alone: ask for its factory '\(factory.type)' and call it with the inputs"
                : "; the child graph '\(child)' offers its factory only as '\(factory.type)' or '@Sendable \(factory.type)': ask for one of those types"
            diagnostics.emit(
                .error(
                    .missingBinding, message, at: dependency.parameter.location,
                    notes: [.init("'\(child)' is declared here", at: factory.location)] + chain))
            return
        }
        if let (assisted, factory) = assistedComponent(askedForBy: key, in: model), factory.key.type != key.type {
            let values = NearMatches.list(assisted.assistedInitParameters.map { "'\($0.name): \($0.type.text)'" })
            message += "; '\(assisted.typeName)' takes \(values) from its caller ('assisted:'), so the graph "
            message +=
                key.type == .name(assisted.typeName)
                ? "cannot build it alone: ask for '\(factory.type)' instead and call it with those values"
                : "offers it only as '\(factory.type)': ask for exactly that type and call it with those values"
            let declaration = Diagnostic.Note("'\(assisted.typeName)' is declared here", at: assisted.location)
            diagnostics.emit(
                .error(
                    .missingBinding, message, at: dependency.parameter.location,
                    notes: [declaration] + chain))
            return
        }
        let sameTypeKeys = bindingsByKey.keys.filter { $0.type == key.type && $0.role == key.role }.sorted()
        if !sameTypeKeys.isEmpty {
            message += "; " + namesHint(for: key, parameter: dependency.parameter.name, bound: sameTypeKeys)
            notes += sameTypeKeys.compactMap { bound in
                bindingsByKey[bound]?.first.map { .init("'\(bound)' is bound here", at: model.bindings[$0].location) }
            }
            diagnostics.emit(.error(.missingBinding, message, at: dependency.parameter.location, notes: notes + chain))
            return
        }
        if key.type.arrayElement != nil || key.type.dictionaryTypes != nil {
            message +=
                "; nothing contributes to it: add 'into: \(key.text)' to the annotation of a component or provider, or put '// @AllowEmpty' above parameter '\(dependency.parameter.name)' if an empty collection will do"
            diagnostics.emit(.error(.missingBinding, message, at: dependency.parameter.location, notes: chain))
            return
        }
        let nearKeys = NearMatches.suggestions(
            for: key.text, among: bindingsByKey.keys.map(\.text) + model.declaredTypes.keys)
        if let declared = model.declaredTypes[key.text], !model.declaredProtocols.contains(key.text) {
            message += "; '\(key)' is declared but is not a component: add '// @Component' above its declaration"
            notes.append(.init("'\(key)' is declared here", at: declared))
        } else if !conforming.isEmpty {
            let names = conforming.map(\.typeName)
            message +=
                "; \(NearMatches.quotedList(names)) \(names.count == 1 ? "conforms" : "conform") to \(paths.count > 1 ? "each of its members" : "it"): add 'as: \(Self.boundAs(key))' to \(names.count == 1 ? "its" : "one's") '@Component' annotation"
            notes += conforming.map { .init("'\($0.typeName)' is declared here", at: $0.location) }
        } else if !nearKeys.isEmpty {
            message += "; did you mean \(NearMatches.quotedList(nearKeys))?"
            notes += nearKeys.compactMap { near in
                if let key = bindingsByKey.keys.first(where: { $0.text == near && $0.name == nil }),
                    let binding = bindingsByKey[key]?.first
                {
                    return .init("'\(near)' is bound here", at: model.bindings[binding].location)
                }
                return model.declaredTypes[near].map {
                    .init("'\(near)' is declared here, but is not a component", at: $0)
                }
            }
        } else {
            message +=
                "; add '// @Component' above a type that provides it, a '// @Provides' function that returns it, or a property to the '@Inputs' struct"
        }
        notes += chain
        diagnostics.emit(.error(.missingBinding, message, at: dependency.parameter.location, notes: notes))
    }

    /// What to write after `as:` to bind the key: its identity, or for a composition its members as written, joined
    /// by `&` (`Lifting & Driving`, without `any`, which `as:` does not need).
    private static func boundAs(_ key: TypeKey) -> String {
        guard let members = key.writtenType.compositionMembers else { return key.identity }
        let written = TypeSyntax.composition(members).written
        return key.name.map { "\(written) @Named(\($0))" } ?? written
    }

    /// The factory of the child graph that a key names as itself or as a function's result: `MemberGraph`,
    /// `(MemberInputs) throws -> MemberGraph`.
    private func childGraphFactory(askedForBy key: TypeKey, in model: BindingModel) -> Binding? {
        let product = (key.type.functionResult ?? key.type).written
        return model.graphs.indices.dropFirst().first { model.graphs[$0].name == product }
            .flatMap(model.childGraphFactory(of:))
    }

    /// The assisted component a key asks for, itself or through a function type that returns it, and the binding
    /// of the factory the graph offers for it.
    private func assistedComponent(
        askedForBy key: TypeKey,
        in model: BindingModel
    ) -> (component: Component, factory: Binding)? {
        let product = key.type.functionResult ?? key.type
        for binding in model.bindings {
            guard case .assistedFactory(let index) = binding.source, .name(model.components[index].typeName) == product
            else { continue }
            return (model.components[index], binding)
        }
        return nil
    }

    /// How to ask for a type that is bound, but not with the name (or lack of one) the parameter asks for.
    private func namesHint(for key: TypeKey, parameter: String, bound: [TypeKey]) -> String {
        let names = bound.compactMap(\.name)
        let spelled = NearMatches.quotedList(names.map { "@Named(\($0))" })
        guard let wanted = key.name else {
            return
                "'\(key.written)' is bound only with \(names.count == 1 ? "a name" : "names"), \(spelled): put '// @Named(…)' with the one it needs on the line above parameter '\(parameter)'"
        }
        let unnamed = bound.contains { $0.name == nil }
        if let suggestion = NearMatches.suggestions(for: wanted, among: names, limit: 1).first {
            return "did you mean '@Named(\(suggestion))'?"
        }
        if names.isEmpty {
            return
                "'\(key.written)' is bound without a name: remove '@Named(\(wanted))' above parameter '\(parameter)', or add it above the binding"
        }
        return
            "'\(key.written)' is bound \(unnamed ? "without a name and " : "")with \(spelled): name one of those above parameter '\(parameter)', or add '// @Named(\(wanted))' above a binding"
    }

    /// The shortest chain of requesters from `start` up to a binding nothing depends on (or, when factories close
    /// every chain into a loop, up to the farthest requester), one note per step, so the reader sees why the binding
    /// is needed at all.
    private func requestChain(from start: Int, in graph: MatchedGraph) -> [Diagnostic.Note] {
        let bindings = graph.model.bindings
        let chain = GraphSearch.shortestPath(
            from: start,
            along: { current in
                graph.dependents[current].sorted { bindings[$0.binding].location < bindings[$1.binding].location }
                    .lazy.map { (label: $0, target: $0.binding) }
            }, to: { graph.dependents[$0].isEmpty })
        return chain.labels.prefix(Self.chainLimit).map { edge in
            graph.edgeNote(binding: edge.binding, dependency: edge.dependency, verb: "needs")
        }
    }
}

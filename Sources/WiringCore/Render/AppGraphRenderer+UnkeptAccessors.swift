/// The accessors that keep nothing (unscoped components and providers, aliases, inputs' forwarding, collections,
/// bundles, `make` functions), and the call that creates a binding's value, which every accessor that creates one
/// writes: the graph's accessors as its arguments, a closure that asks the graph for each factory.
extension AppGraphRenderer {
    /// The body of an accessor that keeps nothing: the creation expression, after the shutdown check when it
    /// creates an instance and the override when a test can replace it.
    func writeUnkeptCreation(_ index: Int) {
        let marker = Self.effectMarker(graph.effects[index])
        let checksShutdown = plan.hasShutdown && Self.creates(model.bindings[index])
        guard checksShutdown || plan.overrideOffsets[index] != nil || setsProperties(index) else {
            return writer.line(marker + creationExpression(index, lead: marker.count))
        }
        if checksShutdown { writer.line("\(FixedNames.assertNotShutDown)()") }
        if let offset = plan.overrideOffsets[index] {
            let instance = FixedNames.instance
            writer.line("#if \(FixedNames.overridesCondition)")
            writer.line(
                "if let \(instance): \(model.bindings[index].type) = \(overrideInstance(index, at: offset)) { return \(instance) }"
            )
            writer.line("#endif")
        }
        if setsProperties(index) { return writeNewInstance(index, throughSelf: false, storing: nil) }
        let lead = "return " + marker
        writer.line(lead + creationExpression(index, lead: lead.count))
    }

    /// `overridden(2, 3)`: what the binding's replacement returns, nil unless a test set one. (The binding's member
    /// of `Overrides.Part2Bindings` is at offset 3.) On a global actor: `mainActorOverridden(2, 3)`,
    /// `overridden(2, 3, on: DatabaseActor.self)`.
    func overrideInstance(_ index: Int, at offset: Int) -> String {
        let arguments = "\(plan.parts.partOfBinding[index] + 1), \(offset)"
        switch graph.effects[index].isolation {
        case .nonisolated: return "\(FixedNames.overridden)(\(arguments))"
        case .mainActor: return "\(FixedNames.mainActorOverridden)(\(arguments))"
        case .globalActor(let actor): return "\(FixedNames.overridden)(\(arguments), on: \(actor).self)"
        }
    }

    /// `let instance = …`: creates the value, sets its `// @Inject` properties, keeps it (when `storing` says how)
    /// and returns it.
    func writeNewInstance(_ index: Int, throughSelf: Bool, storing: Storing?) {
        let instance = FixedNames.instance
        let lead = "let \(instance) = " + Self.effectMarker(initializerEffects(index))
        writer.line(lead + creationExpression(index, lead: lead.count, throughSelf: throughSelf))
        writePropertyAssignments(index, on: instance)
        if let storing { writeKeeping(index, storing: storing) }
        writer.line("return \(instance)")
    }

    /// The call that creates the binding's value, passing the graph's accessors as arguments (through `self.` when
    /// `throughSelf`, where a local could hide them). A call that would not fit on its line after `lead` more
    /// characters gets one argument per line.
    func creationExpression(_ index: Int, lead: Int = 0, throughSelf: Bool = false) -> String {
        let binding = model.bindings[index]
        let callee: String
        var closing = ")"
        var arguments = graphArguments(index, throughSelf: throughSelf)
        switch binding.source {
        case .component(let component):
            callee = model.components[component].typeName
        case .assistedFactory(let component):
            callee = model.components[component].typeName
            arguments = assistedArguments(component, graphArguments: arguments)
        case .provider(let provider):
            callee = plan.providerForwarders[index] ?? model.providers[provider].qualifiedName
            // Swift infers a generic function's type arguments from the type its result is used as.
            if model.providers[provider].isGeneric { closing = ") as \(binding.type)" }
        case .bundle(let bundle):
            callee = plan.bundleTypes[bundle]
        case .injection:
            preconditionFailure("inject(into:) is written by writeInjection, not called")
        case .alias:
            return accessor(of: graph.targets[index][0])
        case .input:
            return plan.accessors[index].declared
        case .collection(let keys):
            return collectionLiteral(graph.targets[index].map { accessor(of: $0) }, keys: keys, lead: lead)
        case .optional:
            // Present: the binding of `T`, which Swift wraps; absent: nil, as the accessor's comment says why.
            return graph.targets[index].first.map { accessor(of: $0) } ?? "nil"
        case .childGraph:
            preconditionFailure("a child graph's factory has no accessor: a component that takes it gets a closure")
        case .entryPoints:
            preconditionFailure("the entry points have no accessor: the accessors of their bindings implement them")
        }
        return writer.list(arguments, opening: callee + "(", closing: closing, lead: lead)
    }

    /// The graph's arguments to the binding's init or function, labelled: `engine: engine`. An assisted component's
    /// reach the graph through `self.`, which the names of the caller's values cannot hide.
    private func graphArguments(_ index: Int, throughSelf: Bool) -> [String] {
        let binding = model.bindings[index]
        let isAssisted = if case .assistedFactory = binding.source { true } else { false }
        let passed = zip(binding.dependencies, graph.targets[index]).filter { !$0.0.isInjectedProperty }
        return passed.map { dependency, target in
            let value = argumentValue(for: dependency, target: target, throughSelf: isAssisted || throughSelf)
            guard let label = dependency.parameter.label else { return value }
            return "\(Self.argumentLabel(label)): \(value)"
        }
    }

    /// What the graph passes for a dependency: its accessor (through `self.` where a parameter could hide it); for
    /// a factory, a closure that asks the graph on each call (on the first only, for a `// @Lazy` one); for an assisted component's factory type, a closure
    /// that calls its `make` function.
    func argumentValue(for dependency: Dependency, target: Int, throughSelf: Bool) -> String {
        let accessor = accessor(of: target, throughSelf: true)
        // The closures hold the graph unowned, so that a shared instance keeping one does not keep its graph
        // alive: calling one after its graph is gone is an error.
        switch dependency.form {
        case .value: break
        case .factory:
            let factory = "{ [unowned self] in \(Self.effectMarker(graph.effects[target]))\(accessor) }"
            return dependency.isMemoized ? lazyClosure(around: factory) : factory
        case .collectionOfFactories: return collectionOfFactories(target) ?? accessor
        }
        switch model.bindings[target].source {
        case .assistedFactory(let component):
            return makeClosure(component, accessor: accessor)
        case .childGraph(let child):
            let parent = path(to: model.graphs[child].parent ?? 0)
            return
                "{ [unowned self] in \(className(child))(\(FixedNames.parent): \(parent), \(FixedNames.inputs): $0) }"
        case .component, .alias, .provider, .input, .bundle, .injection, .collection, .optional, .entryPoints:
            return throughSelf ? accessor : self.accessor(of: target)
        }
    }
}

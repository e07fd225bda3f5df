/// Specializes the generic components and providers (``BindingTemplate``) for what the graph asks for: every
/// dependency whose type is one a template binds (`RecordStore<Parcel>` of `RecordStore<Record>`, or of its
/// `as: Repository<Record>`) and that no declared binding has gets the template's bindings with the type arguments
/// put in place of the parameters, in their types and in their dependencies' (`Decoder<Record>` asks for
/// `Decoder<Parcel>`), whose own requests are specialized in turn, until none is left. A specialization is a binding
/// like any other from there on: shared per specialization, matched, ordered and rendered as the graph stage does.
///
/// What the sources decide of a template's requirements (`where Record: Codable`) is checked at the request
/// (`GenericRequirements.swift`); a chain of requests that would specialize without end stops with an error.
extension BindingModelBuilder {
    /// How many specializations one chain of requests may make before it is called endless: a chain that grows a
    /// type argument on every step (`Box<Box<T>>`) is caught on its second step; this bounds any other.
    static let maximumSpecializationDepth = 24
    /// How many specializations one model may make, whatever the chains.
    static let maximumSpecializations = 50_000

    /// A type something asks for, where, and the specializations that led to the request.
    private struct Request {
        var key: TypeKey
        var location: SourceLocation
        var chain: [Step]
    }

    /// A specialization made on the way to a request: the template, its type, and where it was asked for.
    private struct Step {
        var template: Int
        var type: TypeSyntax
        var location: SourceLocation
    }

    /// One template's binding, with the type it binds as a pattern over its parameters.
    private struct Pattern {
        var template: Int
        var key: TypeKey
    }

    private struct Made: Hashable {
        var template: Int
        var arguments: [TypeSyntax]
    }

    mutating func specializeTemplates(diagnostics: DiagnosticCollector) {
        guard !templates.isEmpty else { return }
        // The templates' bindings leave the model: only their specializations are bindings.
        let templateBindings = templates.map { $0.bindings.map { model.bindings[$0] } }
        let taken = Set(templates.flatMap(\.bindings))
        model.bindings = model.bindings.indices.filter { !taken.contains($0) }.map { model.bindings[$0] }

        var patterns: [String: [Pattern]] = [:]
        for (template, bindings) in templateBindings.enumerated() {
            for binding in bindings {
                patterns[binding.key.type.head, default: []].append(Pattern(template: template, key: binding.key))
            }
        }
        // Only a type with a template's head can be specialized: the others are left out before anything is copied
        // (bindings and dependencies are read in place), as most of a big graph's are.
        var declared: Set<TypeKey> = []
        var requests: [Request] = []
        for binding in model.bindings.indices {
            if patterns[model.bindings[binding].key.type.head] != nil { declared.insert(model.bindings[binding].key) }
            let dependencies = model.bindings[binding].dependencies
            for position in dependencies.indices where patterns[dependencies[position].key.type.head] != nil {
                requests.append(
                    Request(
                        key: dependencies[position].key, location: dependencies[position].parameter.location,
                        chain: []))
            }
        }
        var made: Set<Made> = []
        var next = 0
        while next < requests.count {
            let request = requests[next]
            next += 1
            guard request.key.role == .value, let candidates = patterns[request.key.type.head],
                !declared.contains(request.key)
            else { continue }
            for pattern in candidates where pattern.key.name == request.key.name {
                let template = templates[pattern.template]
                var bound: [String: TypeSyntax] = [:]
                guard
                    pattern.key.type.bind(Set(template.signature.parameters), toMatch: request.key.type, into: &bound),
                    bound.count == template.signature.parameters.count
                else { continue }
                let arguments = template.signature.parameters.map { bound[$0]! }
                guard made.insert(Made(template: pattern.template, arguments: arguments)).inserted else { continue }
                let specialized = templateBindings[pattern.template][0].key.writtenType.substituting(bound)
                if made.count > Self.maximumSpecializations
                    || !checkFinite(specialized, of: pattern.template, for: request, diagnostics: diagnostics)
                    || !checkRequirements(
                        template, bound, at: request.location, specialized: specialized, diagnostics)
                {
                    // Every type the specialization would have bound: one mistake, one error, however it is asked for.
                    for binding in templateBindings[pattern.template] {
                        model.rejectedKeys.insert(TypeKey(binding.key.substituting(bound).type))
                    }
                    continue
                }
                let step = Step(template: pattern.template, type: specialized, location: request.location)
                for binding in specialize(pattern.template, templateBindings[pattern.template], with: bound) {
                    model.bindings.append(binding)
                    for dependency in binding.dependencies {
                        requests.append(
                            Request(
                                key: dependency.key, location: dependency.parameter.location,
                                chain: request.chain + [step]))
                    }
                }
            }
        }
    }

    /// The template's bindings for these type arguments, with a component of their own for a component's.
    private mutating func specialize(
        _ template: Int, _ bindings: [Binding], with arguments: [String: TypeSyntax]
    ) -> [Binding] {
        var component: Int?
        if let templateComponent = templates[template].component {
            var specialized = model.components[templateComponent]
            specialized.typeName = bindings[0].type.substituting(arguments).written
            specialized.initializer.parameters = specialized.initializer.parameters.map {
                $0.substituting(arguments)
            }
            specialized.boundTypes = specialized.boundTypes.map {
                TypeReference(syntax: $0.syntax.substituting(arguments), location: $0.location)
            }
            component = model.components.count
            model.components.append(specialized)
        }
        return bindings.map { binding in
            var binding = binding
            binding.isSpecialization = true
            binding.type = binding.type.substituting(arguments)
            binding.key = binding.key.substituting(arguments)
            binding.dependencies = binding.dependencies.map { dependency in
                var dependency = dependency
                dependency.key = dependency.key.substituting(arguments)
                dependency.parameter = dependency.parameter.substituting(arguments)
                return dependency
            }
            switch binding.source {
            case .component: binding.source = .component(component!)
            case .alias: binding.source = .alias(component: component!)
            default: break
            }
            return binding
        }
    }

    /// Whether the specialization can end: false, with an error naming the chain, when the template is already in
    /// the chain with a type the new one holds (`Box<Box<Int>>` after `Box<Int>`), or the chain is too long.
    private func checkFinite(
        _ specialized: TypeSyntax, of template: Int, for request: Request, diagnostics: DiagnosticCollector
    ) -> Bool {
        let grows = request.chain.contains { step in
            step.template == template && step.type != specialized && specialized.contains { $0 == step.type }
        }
        guard grows || request.chain.count >= Self.maximumSpecializationDepth else { return true }
        let chain = (request.chain.map(\.type) + [specialized]).map { "'\($0.written)'" }.joined(separator: " → ")
        let name = templates[template].name
        diagnostics.emit(
            .error(
                .endlessSpecialization,
                "'\(specialized.written)' would specialize '\(name)' without end: the chain \(chain) asks for a larger specialization at each step; bind one of them with a '// @Provides' function, or change the parameter's type so that it does not grow",
                at: request.location,
                notes: request.chain.map { .init("'\($0.type.written)' is asked for here", at: $0.location) }
                    + [.init("'\(name)' is declared here", at: templates[template].location)]))
        return false
    }
}

extension TypeKey {
    /// The key of a specialization: the type as written, with the type arguments in place, and the same name and
    /// role.
    func substituting(_ arguments: [String: TypeSyntax]) -> TypeKey {
        TypeKey(writtenType.substituting(arguments), name: name, role: role)
    }
}

extension Parameter {
    fileprivate func substituting(_ arguments: [String: TypeSyntax]) -> Parameter {
        var parameter = self
        parameter.type.syntax = type.syntax.substituting(arguments)
        return parameter
    }
}

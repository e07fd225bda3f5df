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
    /// type argument (`Box<Box<T>>`, `Node<Left<T>>`) is caught when it first does; this bounds any other.
    static let maximumSpecializationDepth = 24
    /// How many specializations one model may make, whatever the chains.
    static let maximumSpecializations = 50_000
    /// How many steps of a chain an error about it lists, at its start and at its end.
    private static let listedSteps = 3

    /// A type something asks for, where, and the specializations that led to the request.
    private struct Request {
        var key: TypeKey
        var location: SourceLocation
        var chain: [Step]
    }

    /// A specialization made on the way to a request: the template, its type arguments and type, and where it was
    /// asked for.
    private struct Step {
        var template: Int
        var arguments: [TypeSyntax]
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
            for position in dependencies.indices {
                guard let key = Self.requestedValue(dependencies[position].key), patterns[key.type.head] != nil
                else { continue }
                requests.append(Request(key: key, location: dependencies[position].parameter.location, chain: []))
            }
        }
        var made: Set<Made> = []
        var tooLong: Set<Int> = []
        var next = 0
        while next < requests.count {
            let request = requests[next]
            next += 1
            guard let candidates = patterns[request.key.type.head], !declared.contains(request.key) else { continue }
            for pattern in candidates where pattern.key.name == request.key.name {
                let template = templates[pattern.template]
                var bound: [String: TypeSyntax] = [:]
                guard
                    pattern.key.type.bind(Set(template.signature.parameters), toMatch: request.key.type, into: &bound),
                    bound.count == template.signature.parameters.count
                else { continue }
                let arguments = template.signature.parameters.map { bound[$0]! }
                guard made.insert(Made(template: pattern.template, arguments: arguments)).inserted else { continue }
                let step = Step(
                    template: pattern.template, arguments: arguments,
                    type: templateBindings[pattern.template][0].key.writtenType.substituting(bound),
                    location: request.location)
                if !checkWithinLimit(made.count, step, diagnostics: diagnostics)
                    || !checkFinite(step, for: request, tooLong: &tooLong, diagnostics: diagnostics)
                    || !checkRequirements(template, bound, at: request.location, specialized: step.type, diagnostics)
                {
                    // Every type the specialization would have bound: one mistake, one error, however it is asked for.
                    for binding in templateBindings[pattern.template] {
                        model.rejectedKeys.insert(TypeKey(binding.key.substituting(bound).type))
                    }
                    continue
                }
                for binding in specialize(pattern.template, templateBindings[pattern.template], with: bound) {
                    model.bindings.append(binding)
                    for dependency in binding.dependencies {
                        guard let key = Self.requestedValue(dependency.key) else { continue }
                        requests.append(
                            Request(key: key, location: dependency.parameter.location, chain: request.chain + [step]))
                    }
                }
            }
        }
    }

    /// The value a dependency asks for: its key, or the `T` of an `// @Optional` parameter's `T?`, which is `T`
    /// wherever the graph has it; nil for the roles nothing asks a template for.
    private static func requestedValue(_ key: TypeKey) -> TypeKey? {
        switch key.role {
        case .value: key
        case .optional: TypeKey.wrappedKey(of: key)
        case .contribution, .injection, .entryPoints: nil
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
            case .assistedFactory, .provider, .input, .bundle, .injection, .collection, .optional, .childGraph,
                .entryPoints:
                break
            }
            return binding
        }
    }

    /// Whether the model may make one more specialization: false, with an error at the request that goes past
    /// ``maximumSpecializations`` (the first one only: those after it are dropped with it).
    private func checkWithinLimit(_ count: Int, _ step: Step, diagnostics: DiagnosticCollector) -> Bool {
        guard count > Self.maximumSpecializations else { return true }
        if count == Self.maximumSpecializations + 1 {
            let name = templates[step.template].name
            diagnostics.emit(
                .error(
                    .endlessSpecialization,
                    "'\(step.type.written)' would be one specialization too many: the graph asks for more than \(Self.maximumSpecializations) specializations of generic components and providers, the most Wiring makes; bind the ones asked for most with '// @Provides' functions, or ask for fewer",
                    at: step.location,
                    notes: [.init("'\(name)' is declared here", at: templates[step.template].location)]))
        }
        return false
    }

    /// Whether the specialization can end: false, with an error naming the chain, when the template is already in
    /// the chain with type arguments that the new ones grow from (`Box<Box<Int>>` or `Node<Left<Int>>` after
    /// `Box<Int>` or `Node<Int>`), which asks for a larger one at each step; or when the chain is too long, with an
    /// error for the first such chain of each template (`tooLong`), which the others end with.
    private func checkFinite(
        _ step: Step, for request: Request, tooLong: inout Set<Int>, diagnostics: DiagnosticCollector
    ) -> Bool {
        let grown = request.chain.lastIndex { earlier in
            earlier.template == step.template && Self.grows(from: earlier, to: step)
        }
        guard grown != nil || request.chain.count >= Self.maximumSpecializationDepth else { return true }
        guard grown != nil || tooLong.insert(step.template).inserted else { return false }
        let name = templates[step.template].name
        let listed = Array(request.chain[(grown ?? 0)...])
        let shown =
            listed.count > 2 * Self.listedSteps
            ? [listed.prefix(Self.listedSteps), listed.suffix(Self.listedSteps)] : [listed[...]]
        let chain = shown.map { steps in steps.map { "'\($0.type.written)'" }.joined(separator: " → ") }
            .joined(separator: " → … → ")
        let type = step.type.written
        let message =
            grown != nil
            ? "'\(type)' would specialize '\(name)' without end: the chain \(chain) → '\(type)' asks for a larger specialization at each step; bind '\(type)' with a '// @Provides' function, or change the parameter's type so that it does not grow"
            : "'\(type)' would make the chain of specializations \(chain) → '\(type)', \(request.chain.count + 1) long, more than the \(Self.maximumSpecializationDepth) Wiring follows; bind '\(type)' with a '// @Provides' function, or shorten the chain"
        diagnostics.emit(
            .error(
                .endlessSpecialization, message,
                at: request.location,
                notes: shown.joined().map { .init("'\($0.type.written)' is asked for here", at: $0.location) }
                    + [.init("'\(name)' is declared here", at: templates[step.template].location)]))
        return false
    }

    /// Whether `step` asks for a larger specialization of the template than `earlier`: its type holds the earlier
    /// type (`Box<Box<Int>>` holds `Box<Int>`), or each of its type arguments holds the earlier one in its place and
    /// one is larger (`Left<Int>` holds `Int`), so that the same requests, repeated, grow without end.
    private static func grows(from earlier: Step, to step: Step) -> Bool {
        guard earlier.arguments != step.arguments else { return false }
        if step.type.contains(where: { $0 == earlier.type }) { return true }
        return zip(earlier.arguments, step.arguments).allSatisfy { old, new in new.contains { $0 == old } }
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

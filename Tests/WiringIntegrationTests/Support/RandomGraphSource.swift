import WiringCore

/// The annotated Swift file of a ``RandomGraph``, written as docs/Annotations.md defines the annotations, and where
/// each declaration the diagnostics point at ended up, so that expected diagnostics can name exact lines and columns.
/// A fault may then edit a line or append lines, which moves nothing that was recorded.
struct RandomGraphSource {
    static let path = "Components.swift"

    private var lines: [String] = []
    /// Each node's type name (component, bundle, injected class) or function name (provider).
    private(set) var declarations: [Int: SourceLocation] = [:]
    /// The line of each node's `// @Component`, `// @Provides` or `// @Bundle`.
    private(set) var annotations: [Int: Int] = [:]
    /// The `init` keyword of each declared init.
    private(set) var initializers: [Int: SourceLocation] = [:]
    /// The line of each teardown method.
    private(set) var teardownMethods: [Int: Int] = [:]
    /// Each node's `as:` types, by role.
    private(set) var roles: [Int: [Int: SourceLocation]] = [:]
    /// Each node's composition in `as:` (its first member, or `any`).
    private(set) var compositions: [Int: SourceLocation] = [:]
    /// Each enum that keys a collection (by collection), its name.
    private(set) var keyEnums: [Int: SourceLocation] = [:]
    /// Each contribution's `into:` value (its `[`).
    private(set) var contributions: [Int: SourceLocation] = [:]
    /// Each node's parameters, in order.
    private(set) var parameters: [Int: [SourceLocation]] = [:]
    /// Each node's injected properties, in order.
    private(set) var injectedProperties: [Int: [SourceLocation]] = [:]
    private(set) var inputs: [SourceLocation] = []
    /// The `@` of `// @Inputs`.
    private(set) var inputsAnnotation: SourceLocation?
    /// Each extra binding's declaration (or `as:` type).
    private(set) var extraBindings: [SourceLocation] = []
    /// Each child graph's name after `graph:`, and the line of its `// @Inputs(graph:…)`.
    private(set) var graphNames: [Int: SourceLocation] = [:]
    /// Each child graph's input property.
    private(set) var childInputs: [Int: SourceLocation] = [:]
    /// Each graph's `// @EntryPoints` protocol: the `@` of its annotation, its name, and its properties' names.
    private(set) var entryPointsAnnotations: [Int: SourceLocation] = [:]
    private(set) var entryPointsDeclarations: [Int: SourceLocation] = [:]
    private(set) var entryPointProperties: [Int: [SourceLocation]] = [:]

    var text: String { lines.map { $0 + "\n" }.joined() }

    init(_ graph: RandomGraph) {
        line("// A random graph of \(graph.nodes.count) nodes, from seed \(graph.seed).")
        line("nonisolated(unsafe) var creationLog: [String] = []")
        line("nonisolated(unsafe) var teardownLog: [String] = []")
        line("nonisolated(unsafe) var serialCounter = 0")
        line("nonisolated(unsafe) var overrideCalls = 0")
        line("/// On in the creation-loop run only: an init then calls its factory right away.")
        line("nonisolated(unsafe) var loopMode = false")
        line()
        line("/// Numbers every instance and logs its type, so the driver can tell instances apart and count creations.")
        line("func nextSerial(_ type: String) -> Int {")
        line("    serialCounter += 1")
        line("    creationLog.append(type)")
        line("    return serialCounter")
        line("}")
        line()
        line("/// What every value the graph creates has: its serial, which tells instances apart, structs included.")
        line("protocol Numbered {")
        line("    var serial: Int { get }")
        line("}")
        line()
        for role in 0..<graph.roleCount { line("protocol Role\(role): Numbered {}") }
        for collection in graph.collections { line("protocol \(collection.elementProtocol): Numbered {}") }
        for trait in 0..<graph.traitCount { line("protocol Trait\(trait): Numbered {}") }
        for collection in graph.collections where collection.isKeyed && collection.keyKind == .enumCase {
            let cases = graph.nodes.filter { $0.contribution?.collection == collection.index }.map { "k\($0.index)" }
            keyEnums[collection.index] = SourceLocation(
                file: Self.path,
                line: line("enum \(collection.keyType): Hashable {" + (cases.isEmpty ? "}" : " case \(cases.joined(separator: ", ")) }")),
                column: 6)
        }
        for absent in 0..<graph.absentProtocols {
            line("/// Declared, bound by nothing: what an app without the feature sees.")
            line("protocol Absent\(absent): Numbered {}")
        }
        line("/// Thrown by no init: what a typed `throws(NodeFailure)` declares.")
        line("struct NodeFailure: Error {}")
        line("enum Providers {}")
        line("@MainActor enum MainActorProviders {}")
        for declaration in RandomGraph.isolationDeclarations { line(declaration) }
        if !graph.inputs.isEmpty {
            line()
            inputsAnnotation = SourceLocation(file: Self.path, line: line("// @Inputs"), column: 4)
            line("struct GraphInputs {")
            for input in graph.inputs {
                inputs.append(SourceLocation(file: Self.path, line: line("    let \(input.name): \(input.type)"), column: 9))
            }
            line("}")
        }
        for child in graph.graphDeclarationOrder { writeChildGraph(graph, child) }
        extraBindings = Array(repeating: SourceLocation(file: "", line: 0, column: 0), count: graph.extraBindings.count)
        for (position, node) in graph.declarationOrder.enumerated() {
            writeExtraBindings(of: graph, at: position)
            line()
            switch graph.nodes[node].kind {
            case .component, .assisted: writeComponent(graph, graph.nodes[node])
            case .provider: writeProvider(graph, graph.nodes[node])
            case .bundle: writeBundle(graph, graph.nodes[node])
            case .injected: writeInjected(graph, graph.nodes[node])
            }
        }
        writeExtraBindings(of: graph, at: graph.declarationOrder.count)
        for node in graph.conformsToMainActorScreenInExtension.sorted() {
            line("extension \(graph.nodes[node].className): MainActorScreen {}")
        }
        for entryGraph in graph.entryPoints.keys.sorted() { writeEntryPoints(graph, entryGraph) }
        writeShadowingNames(graph)
    }

    /// `// @EntryPoints` (`(graph: Branch2Graph)`) above a protocol of the graph's entry points, each after its
    /// `@Named` line, declaring the effects of reading it (and sometimes more).
    private mutating func writeEntryPoints(_ graph: RandomGraph, _ entryGraph: Int) {
        line()
        let annotation = entryGraph == 0 ? "// @EntryPoints" : "// @EntryPoints(graph: \(graph.graphName(entryGraph)))"
        entryPointsAnnotations[entryGraph] = SourceLocation(file: Self.path, line: line(annotation), column: 4)
        let name = graph.entryPointsName(entryGraph)
        entryPointsDeclarations[entryGraph] = SourceLocation(file: Self.path, line: line("protocol \(name) {"), column: 10)
        entryPointProperties[entryGraph] = (graph.entryPoints[entryGraph] ?? []).map { entryPoint in
            if case .node(let node, _) = entryPoint.target, let qualifier = graph.nodes[node].qualifier {
                line("    // @Named(\(qualifier))")
            }
            let declared = entryPoint.declared
            let isolation = declared.isMainActor ? "@MainActor " : entryPoint.writesNonsending ? "nonisolated(nonsending) " : ""
            let getter = entryPoint.isSettable
                ? "get set" : "get" + (declared.isAsync ? " async" : "") + (declared.isThrowing ? " throws" : "")
            let declaration = "    \(isolation)var "
            let type = entryPoint.writtenType ?? graph.entryPointType(of: entryPoint.target)
            return SourceLocation(
                file: Self.path, line: line("\(declaration)\(entryPoint.name): \(type) { \(getter) }"),
                column: declaration.utf8.count + 1)
        }
        line("}")
    }

    /// Where the declaration of a binding of the model is, which `UnusedBinding` points at: a node's name (a type's
    /// or a provider's), an `as:` type, an input.
    func location(of binding: RandomGraph.ModelBinding) -> SourceLocation? {
        switch binding {
        case .node(let node, .own), .assisted(let node): declarations[node]
        case .node(let node, .role(let role)): roles[node]?[role]
        case .node(let node, .composition): compositions[node]
        case .collection: nil
        case .input(let input): inputs[input]
        case .childInput(let child): childInputs[child]
        }
    }

    /// `struct Badge2 { let number: Int }` and the `@Inputs` struct that declares the child graph `Branch2Graph`.
    private mutating func writeChildGraph(_ graph: RandomGraph, _ child: Int) {
        line()
        line("struct \(graph.badgeType(child)) { let number: Int }")
        let parent = graph.graphParents[child] ?? 0
        let writesParent = parent != 0 || graph.explicitRootParents.contains(child)
        let annotation = "// @Inputs(graph: \(graph.graphName(child))\(writesParent ? ", parent: \(graph.graphName(parent))" : ""))"
        graphNames[child] = SourceLocation(file: Self.path, line: line(annotation),
                                           column: Self.column(of: "graph: ", in: annotation) + "graph: ".utf8.count)
        line("struct \(graph.inputsName(child)) {")
        childInputs[child] = SourceLocation(
            file: Self.path, line: line("    let \(graph.badgeProperty(child)): \(graph.badgeType(child))"), column: 9)
        line("}")
    }

    /// `in: Branch2Graph` for a node kept in a child graph.
    private func graphOptions(_ graph: RandomGraph, _ node: RandomGraph.Node) -> [String] {
        if let misplaced = node.misplacedIn { return ["in: \(misplaced)"] }
        return node.keepsInstance && node.graph != 0 ? ["in: \(graph.graphName(node.graph))"] : []
    }

    private mutating func writeComponent(_ graph: RandomGraph, _ node: RandomGraph.Node) {
        let depth = graph.inheritanceDepth(of: node.index)
        if depth > 0 {
            // The base declares the init and the properties, which the component inherits.
            line("class \(graph.baseClassName(of: node.index)) {")
            writeInitializer(graph, node)
            if !node.injectedProperties.isEmpty { writeInjectedProperties(graph, node) }
            line("}")
            if depth == 2 { line("class \(graph.middleClassName(of: node.index)): \(graph.baseClassName(of: node.index)) {}") }
        }
        if let qualifier = node.qualifier { line("// @Named(\(qualifier))") }
        var options: [String] = []
        if node.scope != .unscoped { options.append("scope: .\(node.scope.rawValue)") }
        options += graphOptions(graph, node)
        let roleNames = node.roles.map { "Role\($0)" }
        let boundAs = roleNames + (node.composition.map { [$0.written] } ?? [])
        if boundAs.count == 1 { options.append("as: \(boundAs[0])") }
        if boundAs.count > 1 { options.append("as: [\(boundAs.joined(separator: ", "))]") }
        let assisted = node.assisted.map(\.name)
        if assisted.count == 1 { options.append("assisted: \(assisted[0])") }
        if assisted.count > 1 { options.append("assisted: [\(assisted.joined(separator: ", "))]") }
        options += contributionOptions(graph, node)
        if node.hasTeardown { options.append("teardown: close") }
        let annotation = node.isAnnotated
            ? "// @Component" + (options.isEmpty ? "" : "(\(options.joined(separator: ", ")))")
            : "// Not a component."
        let annotationLine = line(annotation)
        annotations[node.index] = annotationLine
        for role in node.roles {
            roles[node.index, default: [:]][role] = SourceLocation(file: Self.path, line: annotationLine,
                                                             column: Self.column(of: "Role\(role)", in: annotation))
        }
        if let composition = node.composition {
            compositions[node.index] = SourceLocation(file: Self.path, line: annotationLine,
                                                      column: Self.column(of: composition.written, in: annotation))
        }
        if node.contribution != nil {
            contributions[node.index] = SourceLocation(file: Self.path, line: annotationLine,
                                                       column: Self.column(of: "into: [", in: annotation) + 6)
        }
        if graph.isolationSource(of: node.index) == .attribute { line("@MainActor") }
        let conformances = graph.conformances(of: node.index)
        let header = "\(node.shape.keyword) \(node.className)"
            + (conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")) + " {"
        declarations[node.index] = SourceLocation(file: Self.path, line: line(header),
                                                  column: node.shape.keyword.utf8.count + 2)
        // An actor's serial is read from outside it, and satisfies `Numbered` off the actor.
        line("    \(node.shape == .actor ? "nonisolated " : "")let serial: Int = nextSerial(\"\(node.className)\")")
        if node.isMemberwise {
            parameters[node.index] = node.parameters.map { parameter in
                writeDependencyAnnotations(graph, parameter, indent: "    ")
                return SourceLocation(file: Self.path, line: line("    let \(parameter.name): \(storedType(graph, node, parameter))"),
                                      column: 9)
            }
        } else if depth == 0 {
            writeInitializer(graph, node)
        }
        if !node.injectedProperties.isEmpty, depth == 0 { writeInjectedProperties(graph, node) }
        // An actor's teardown method is `nonisolated`: `shutdown()` calls it without `await` (an isolated one is
        // refused, UnsupportedTeardownMethod).
        let isolation = node.shape == .actor ? "nonisolated " : ""
        if node.hasTeardown {
            teardownMethods[node.index] = line("    \(isolation)func close() { teardownLog.append(\"\(node.className)\") }")
        }
        line("}")
    }

    /// The stored properties a component's init sets, and the init.
    private mutating func writeInitializer(_ graph: RandomGraph, _ node: RandomGraph.Node) {
        for parameter in node.parameters {
            line("    let \(parameter.name): \(storedType(graph, node, parameter))")
        }
        if node.mainActor == .member { line("    @MainActor") }
        let isolation = node.runsWhereCalled ? "nonisolated(nonsending) " : ""
        let overrides = graph.overridesSuperclassInit(node.index) ? "override " : ""
        let initializer = "    \(isolation)\(overrides)init("
        initializers[node.index] = SourceLocation(file: Self.path, line: lines.count + 1,
                                                  column: initializer.utf8.count - "init(".utf8.count + 1)
        if node.parameters.isEmpty {
            line("\(initializer))\(effectsClause(node)) {}")
        } else {
            line(initializer)
            parameters[node.index] = writeParameters(graph, node)
            line("    )\(effectsClause(node)) {")
            for parameter in node.parameters { line("        self.\(parameter.name) = \(Self.storedValue(parameter))") }
            if let position = node.loopFactory, case .factory(_, _, let type) = node.parameters[position].request {
                let marker = (type.effects.isThrowing ? "try " : "") + (type.effects.isAsync ? "await " : "")
                line("        if loopMode { _ = \(marker)\(node.parameters[position].name)() }")
            }
            line("    }")
        }
    }

    /// A protocol of get-only properties, one per parameter.
    private mutating func writeBundle(_ graph: RandomGraph, _ node: RandomGraph.Node) {
        annotations[node.index] = line("// @Bundle")
        declarations[node.index] = SourceLocation(file: Self.path, line: line("protocol \(node.className) {"), column: 10)
        parameters[node.index] = node.parameters.map { parameter in
            writeDependencyAnnotations(graph, parameter, indent: "    ")
            return SourceLocation(file: Self.path,
                                  line: line("    var \(parameter.name): \(storedType(graph, node, parameter)) { get }"), column: 9)
        }
        line("}")
    }

    /// A class with `// @Inject` properties, which the driver makes with its implicit `init()`.
    private mutating func writeInjected(_ graph: RandomGraph, _ node: RandomGraph.Node) {
        declarations[node.index] = SourceLocation(file: Self.path, line: line("final class \(node.className) {"), column: 13)
        writeInjectedProperties(graph, node)
        line("}")
    }

    /// `// @Inject var i0: Part2!` (or `?`), after its `@Named` or `@AllowEmpty`: an injected class's, or a component
    /// class's, which the graph sets right after its init.
    private mutating func writeInjectedProperties(_ graph: RandomGraph, _ node: RandomGraph.Node) {
        injectedProperties[node.index] = node.injectedProperties.map { property in
            line("    // @Inject")
            writeDependencyAnnotations(graph, property, indent: "    ")
            let type = Self.optionalWrapped(graph, property) ?? storedType(graph, node, property)
            let wrapped = type.hasPrefix("any ") || type.hasPrefix("@") || type.hasPrefix("(") || type.contains(" & ")
                ? "(\(type))" : type
            return SourceLocation(file: Self.path, line: line("    var \(property.name): \(wrapped)\(property.isOptional ? "?" : "!")"),
                                  column: 9)
        }
    }

    /// ` async throws(NodeFailure)`: the effects an init or a function declares after its parameters.
    private func effectsClause(_ node: RandomGraph.Node) -> String {
        (node.ownEffects.isAsync ? " async" : "")
            + (node.ownEffects.isThrowing ? (node.throwsTyped ? " throws(NodeFailure)" : " throws") : "")
    }

    /// An unannotated class or struct, and the annotated function that returns it from an extension of `Providers`
    /// (or of `MainActorProviders`, whose functions are on the main actor).
    private mutating func writeProvider(_ graph: RandomGraph, _ node: RandomGraph.Node) {
        let conformances = graph.conformances(of: node.index)
        let conformance = conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")
        if node.mainActor == .type { line("@MainActor") }
        line("\(node.shape.keyword) \(node.className)\(conformance) {")
        line("    let serial: Int = nextSerial(\"\(node.className)\")")
        for parameter in node.parameters {
            line("    let \(parameter.name): \(storedType(graph, node, parameter))")
        }
        let arguments = node.parameters.map { "\($0.name): \(parameterType(graph, node, $0))" }
        let assignments = node.parameters.map { "self.\($0.name) = \(Self.storedValue($0))" }
        line("    init(\(arguments.joined(separator: ", "))) {\(assignments.isEmpty ? "" : " " + assignments.joined(separator: "; ") + " ")}")
        line("}")
        line()
        line("extension \(node.providersEnum) {")
        if let qualifier = node.qualifier { line("    // @Named(\(qualifier))") }
        var options: [String] = []
        if node.scope != .unscoped { options.append("scope: .\(node.scope.rawValue)") }
        options += graphOptions(graph, node)
        options += contributionOptions(graph, node)
        let annotation = "    // @Provides" + (options.isEmpty ? "" : "(\(options.joined(separator: ", ")))")
        let annotationLine = line(annotation)
        annotations[node.index] = annotationLine
        if node.contribution != nil {
            contributions[node.index] = SourceLocation(file: Self.path, line: annotationLine,
                                                       column: Self.column(of: "into: [", in: annotation) + 6)
        }
        if node.mainActor == .member { line("    @MainActor") }
        let returnType = node.contribution.map { "any " + graph.collections[$0.collection].elementProtocol } ?? node.className
        let call = "\(node.className)(\(node.parameters.map { "\($0.name): \($0.name)" }.joined(separator: ", ")))"
        let isolation = node.runsWhereCalled ? "nonisolated(nonsending) " : ""
        let function = "    \(isolation)static func \(node.functionName)("
        let nameColumn = function.utf8.count - node.functionName.utf8.count
        if node.parameters.isEmpty {
            declarations[node.index] = SourceLocation(
                file: Self.path, line: line("\(function))\(effectsClause(node)) -> \(returnType) { \(call) }"), column: nameColumn)
        } else {
            declarations[node.index] = SourceLocation(file: Self.path, line: line(function), column: nameColumn)
            parameters[node.index] = writeParameters(graph, node)
            line("    )\(effectsClause(node)) -> \(returnType) {")
            line("        \(call)")
            line("    }")
        }
        line("}")
    }

    private func contributionOptions(_ graph: RandomGraph, _ node: RandomGraph.Node) -> [String] {
        guard let contribution = node.contribution else { return [] }
        let collection = graph.collections[contribution.collection]
        if collection.isKeyed { return ["into: \(collection.intoText)", "key: \(collection.literal(ofKey: contribution.key))"] }
        return ["into: \(collection.intoText)"] + (contribution.priority == 0 ? [] : ["priority: \(contribution.priority)"])
    }

    /// One parameter per line, after its `// @Named` or `// @AllowEmpty` line.
    private mutating func writeParameters(_ graph: RandomGraph, _ node: RandomGraph.Node) -> [SourceLocation] {
        node.parameters.enumerated().map { position, parameter in
            writeDependencyAnnotations(graph, parameter, indent: "        ")
            let comma = position == node.parameters.count - 1 ? "" : ","
            return SourceLocation(file: Self.path, line: line("        \(parameter.name): \(parameterType(graph, node, parameter))\(comma)"),
                                  column: 9)
        }
    }

    /// The `// @Named` and `// @AllowEmpty` lines above a parameter or a stored property.
    private mutating func writeDependencyAnnotations(_ graph: RandomGraph, _ parameter: RandomGraph.Parameter, indent: String) {
        if let qualifier = parameter.qualifier { line("\(indent)// @Named(\(qualifier))") }
        if case .collection(let collection, _) = parameter.request, graph.collections[collection].members.isEmpty {
            line("\(indent)// @AllowEmpty")
        }
        if Self.optionalWrapped(graph, parameter) != nil { line("\(indent)// @Optional") }
        if parameter.isLazy { line("\(indent)// @Lazy") }
    }

    /// What an `@Optional` request's `T?` wraps: `Part3`, `any Role1`, `any Absent0`; nil for other requests.
    static func optionalWrapped(_ graph: RandomGraph, _ parameter: RandomGraph.Parameter) -> String? {
        switch parameter.request {
        case .optional(let target, let route): graph.spelledType(of: target, route: route)
        case .optionalOf(let type): "any \(type)"
        default: nil
        }
    }

    /// The type of the property that keeps a parameter's value.
    private func storedType(_ graph: RandomGraph, _ node: RandomGraph.Node, _ parameter: RandomGraph.Parameter) -> String {
        let type = parameterType(graph, node, parameter)
        let unowned = String(type.dropFirst(Self.ownershipPrefix(parameter).count))
        return unowned.hasPrefix("@escaping ") ? String(unowned.dropFirst("@escaping ".count)) : unowned
    }

    func parameterType(_ graph: RandomGraph, _ node: RandomGraph.Node, _ parameter: RandomGraph.Parameter) -> String {
        switch parameter.request {
        case .value(let target, let route):
            Self.ownershipPrefix(parameter) + graph.spelledType(of: target, route: route, parameter: parameter)
        case .factory(let target, let route, let type):
            "@escaping "
                + Self.factoryType(type, producing: graph.spelledType(of: target, route: route, parameter: parameter),
                                   typedThrows: parameter.form.typedThrows)
        case .assistedFactory(let target): "@escaping \(graph.assistedFactoryType(of: target))"
        case .input(let input): (graph.inputs[input].callResult == nil ? "" : "@escaping ") + graph.inputs[input].type
        case .collection(let collection, let factories):
            factories ? graph.collections[collection].factoriesTypeText : graph.collections[collection].typeText
        case .assisted(let value): node.assisted[value].type
        case .unbound(let type): type
        case .childInput(let child): graph.badgeType(child)
        case .childFactory(let child): "@escaping " + graph.childFactoryType(child)
        case .optional, .optionalOf:
            Self.optionalWrapped(graph, parameter).map { wrapped in
                parameter.dropsOptional ? wrapped : wrapped.hasPrefix("any ") ? "(\(wrapped))?" : wrapped + "?"
            } ?? ""
        }
    }

    /// `@Sendable @MainActor () async throws -> Part3`.
    static func factoryType(_ type: RandomGraph.FactoryType, producing product: String, typedThrows: Bool = false) -> String {
        (type.isSendable ? "@Sendable " : "") + (type.effects.isMainActor ? "@MainActor " : "") + "()"
            + (type.effects.isAsync ? " async" : "") + throwsClause(isThrowing: type.effects.isThrowing, typed: typedThrows)
            + " -> " + product
    }

    private mutating func writeExtraBindings(of graph: RandomGraph, at position: Int) {
        for (index, extra) in graph.extraBindings.enumerated() where extra.position == position {
            line()
            switch extra.kind {
            case .component(let roleList):
                if let qualifier = extra.qualifier { line("// @Named(\(qualifier))") }
                let roleNames = roleList.map { "Role\($0)" }
                let annotation = "// @Component(as: \(roleNames.count == 1 ? roleNames[0] : "[\(roleNames.joined(separator: ", "))]"))"
                extraBindings[index] = SourceLocation(file: Self.path, line: line(annotation),
                                                      column: Self.column(of: roleNames[0], in: annotation))
                line("final class \(extra.name): \(roleNames.joined(separator: ", ")) {}")
            case .provider(let returnType):
                line("extension Providers {")
                if let qualifier = extra.qualifier { line("    // @Named(\(qualifier))") }
                let kept = extra.graph.map { $0 == 0 ? "(scope: .shared)" : "(scope: .shared, in: \(graph.graphName($0)))" }
                line("    // @Provides\(kept ?? "")")
                extraBindings[index] = SourceLocation(
                    file: Self.path, line: line("    static func \(extra.name)() -> \(returnType) { fatalError() }"), column: 17)
                line("}")
            }
        }
    }

    // MARK: - Faults' edits

    func text(ofLine number: Int) -> String {
        lines[number - 1]
    }

    /// Replaces the first `old` on line `number` with `new`; returns the column where `new` starts.
    @discardableResult
    mutating func replace(_ old: String, with new: String, onLine number: Int) -> Int {
        let column = Self.column(of: old, in: lines[number - 1])
        if let range = lines[number - 1].range(of: old) { lines[number - 1].replaceSubrange(range, with: new) }
        return column
    }

    /// Appends lines to the file; returns the number of the first.
    mutating func append(_ newLines: [String]) -> Int {
        lines += newLines
        return lines.count - newLines.count + 1
    }

    /// The column (in UTF-8 bytes, as diagnostics count) where `needle` first starts in `text`.
    static func column(of needle: String, in text: String) -> Int {
        guard let range = text.range(of: needle) else { return 0 }
        return text.utf8.distance(from: text.startIndex, to: range.lowerBound) + 1
    }

    @discardableResult
    mutating func line(_ content: String = "") -> Int {
        lines.append(content)
        return lines.count
    }
}

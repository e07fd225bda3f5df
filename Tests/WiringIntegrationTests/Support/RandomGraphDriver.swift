import SeededRandom

/// The `main.swift` that exercises a ``RandomGraph``'s generated graph, and the output it must print, built step by
/// step from the model: each step writes a line of Swift and replays it on a ``GraphSimulation`` to know what that
/// line prints.
///
/// Every check runs in a scenario of its own, on a new graph, and keeps everything it gets from the graph until the
/// scenario ends (so a weak instance lives exactly as long as the scenario says). Each scenario checks one binding:
/// two accesses give the same instance when shared or weak and different ones when unscoped, each `as:` protocol
/// gives the component's instance, each injected value is the one the graph hands out, factories create nothing
/// until called and then what the binding's scope says, assisted values and inputs arrive, collections hold their
/// contributors in order, `inject(into:)` sets each property. A weak binding is also released and created again,
/// some bindings are replaced with test overrides, and a graph with teardowns is shut down after a random mix of
/// kept and dropped accesses.
///
/// Each scenario is a function of its own, `async` and `throws` only when it awaits and tries: one function for all of
/// them made the compiler's coroutine lowering take most of the compile time. Output goes through `say`, which is
/// cheaper to compile than string interpolations.
struct RandomGraphDriver {
    /// What one `shutdown()` must tear down: for each graph instance it shuts down (its child graph instances still
    /// alive first, newest first, then itself), each of these classes once, a dependent before what it depends on.
    struct Teardown {
        var segments: [[String]]
        /// (dependent, dependency) pairs of classes: within a graph instance, one comes before the other.
        var order: [(String, String)]
    }

    private(set) var text = ""
    /// The lines the driver must print, except the teardown line, which ``teardown`` describes.
    private(set) var expectedLines: [String] = []
    /// The `shutdown()` calls of the shutdown scenario, in order, each printing one teardown line.
    private(set) var teardowns: [Teardown] = []
    /// The kinds of binding the scenarios replaced with overrides: `override of shared`, `override of as:`, ….
    private(set) var overrides: Set<String> = []
    /// The kept node whose creation loops when the program runs with the argument `loop`.
    private(set) var creationLoop: Int?

    static let teardownPrefix = "teardown:"

    private let graph: RandomGraph
    private var simulation: GraphSimulation
    private var variables: [Variable] = []
    /// A `@Lazy` member of a node: its parameter or property.
    private struct Member: Hashable {
        var node: Int
        var name: String
    }
    /// The scenario's first value of each `@Lazy` member, and the consumer instance that kept it: another instance's
    /// is compared with it.
    private var lazyValues: [Member: (variable: Int, consumer: Int)] = [:]
    /// How the scenario names each graph instance of the simulation: `g`, `c1`, `c2!`.
    private var graphExpressions: [String] = ["g"]
    /// The scenario functions written so far, and whether each is `async` and `throws`.
    private var scenarios: [(name: String, isAsync: Bool, throwing: Bool)] = []

    /// What a variable of the driver holds: an instance of a node (for a bundle, the graph's value of it), or a
    /// collection (as `[any Numbered]` or `[String: any Numbered]`).
    private enum Variable {
        case node(Int, instance: Int)
        case collection(GraphSimulation.Value)

        var value: GraphSimulation.Value {
            switch self {
            case .node(_, let instance): .object(instance)
            case .collection(let value): value
            }
        }
    }

    init(_ graph: RandomGraph, seed: UInt64) {
        self.graph = graph
        simulation = GraphSimulation(graph)
        writePrelude()
        // Each binding in each graph it lives in (an instance of a child graph made for the scenario).
        // What a graph that names entry points keeps private is checked through what reads it.
        for node in graph.nodes where node.hasOwnBinding {
            for home in graph.placement.graphs(of: node.index)
            where graph.reader(of: .node(node.index, route: .own), from: home) != nil {
                scenario { $0.checkNode(node.index, in: home) }
                if node.scope == .weak { scenario { $0.checkRelease(node.index, in: home) } }
            }
        }
        for node in graph.nodes where node.kind == .assisted {
            for home in graph.placement.graphs(of: node.index) where graph.reader(of: .assisted(node.index), from: home) != nil {
                scenario { $0.checkAssisted(node.index, in: home) }
            }
        }
        for node in graph.nodes where node.kind == .injected {
            for home in graph.placement.graphs(of: node.index) { scenario { $0.checkInjection(node.index, in: home) } }
        }
        for collection in graph.collections where !collection.members.isEmpty {
            for home in graph.placement.graphs(ofCollection: collection.index)
            where graph.reader(of: .collection(collection.index), from: home) != nil {
                scenario { driver in
                    let instance = driver.makeChain(to: home)
                    guard let first = driver.fetchCollection(collection.index, from: instance),
                          let second = driver.fetchCollection(collection.index, from: instance) else { return }
                    driver.compare(first, second)
                }
            }
        }
        // Each entry point, read from an instance of its graph.
        for entryGraph in graph.entryPoints.keys.sorted() {
            scenario { $0.checkEntryPoints(of: entryGraph) }
        }
        var random = SplitMix64(seed: seed)
        // Up to three kinds of binding, one of each.
        let overridable = Dictionary(grouping: Self.overridable(graph)) { Self.describe($0, in: graph) }
        for kind in overridable.keys.sorted().shuffled(using: &random).prefix(3) {
            guard let replaced = random.pick(overridable[kind] ?? []) else { continue }
            overrides.insert(kind)
            scenario(overriding: replaced) { $0.checkOverride(replaced, using: &random) }
        }
        if graph.hasTeardown {
            scenario { $0.checkShutdown(using: &random) }
        }
        line()
        line("/// The scenarios run on the main actor, as top-level code does in Swift 6 mode but not in Swift 5 mode.")
        line("@MainActor func runScenarios() async throws {")
        for scenario in scenarios {
            line("    \(scenario.throwing ? "try " : "")\(scenario.isAsync ? "await " : "")\(scenario.name)()")
            line("    held.removeAll()")
        }
        line("}")
        if let loop = graph.nodes.first(where: { $0.loopFactory != nil }) {
            // Run as a process of its own (argument `loop`), which must stop: the other scenarios run without it.
            // The root graph reads it through an entry point when it names some (one offers it).
            let accessor = graph.reader(of: .node(loop.index, route: .own), from: 0)?.member
                ?? graph.accessor(of: loop.index, route: .own)
            let effects = graph.effects[loop.index]
            line()
            line("/// An init calls a factory whose product needs '\(loop.className)' back: the graph must stop the program.")
            line("@MainActor func creationLoop() async throws {")
            line("    let g = makeGraph()")
            line("    loopMode = true")
            line("    let looped = \(effects.marker)g.\(accessor)")
            line("    say(\"the loop did not stop\", looped.serial)")
            line("}")
            line()
            line("if CommandLine.arguments.contains(\"loop\") {")
            line("    try await creationLoop()")
            line("} else {")
            line("    try await runScenarios()")
            line("}")
            creationLoop = loop.index
        } else {
            line()
            line("try await runScenarios()")
        }
    }

    private mutating func writePrelude() {
        line("var held: [Any] = []")
        line()
        line("/// Keeps what the graph returned until the scenario ends, so that weak instances live as long as it says.")
        line("@MainActor func keep(_ value: Any) { held.append(value) }")
        // A `Sendable` graph's overrides are `@Sendable` closures: the replacement they return is boxed, as a test
        // that uses the graph on one task would (Swift 5 mode counts more values `Sendable` than Swift 6 mode does,
        // so a `nonisolated(unsafe)` constant would warn in one mode or the other).
        line("struct Captured<Value>: @unchecked Sendable { let value: Value }")
        line()
        line("/// Prints `label: value value …`.")
        line("func say(_ label: String, _ values: Any...) {")
        line("    print(([label + \":\"] + values.map { String(describing: $0) }).joined(separator: \" \"))")
        line("}")
        line()
        line("/// How many instances of each type were created since the last tally.")
        line("func tally() -> String {")
        line("    let counts = Dictionary(grouping: creationLog) { $0 }.map { \"\\($0.key)×\\($0.value.count)\" }.sorted()")
        line("    creationLog.removeAll()")
        line("    return counts.isEmpty ? \"nothing\" : counts.joined(separator: \" \")")
        line("}")
        line()
        line("func names(_ values: [any Numbered]) -> String {")
        line("    values.map { String(describing: type(of: $0)) }.joined(separator: \" \")")
        line("}")
        line()
        line("/// A dictionary by the names of its keys: `k3` for the key `\"k3\"`, `3` or `.k3`.")
        line("func byKeyName<Key: Hashable>(_ values: [Key: any Numbered]) -> [String: any Numbered] {")
        line("    Dictionary(uniqueKeysWithValues: values.map { ($0.key is Int ? \"k\\($0.key)\" : \"\\($0.key)\", $0.value) })")
        line("}")
        line()
        line("func names(_ values: [String: any Numbered]) -> String {")
        line("    values.keys.sorted().map { \"\\($0)=\\(values[$0].map { String(describing: type(of: $0)) } ?? \"\")\" }.joined(separator: \" \")")
        line("}")
        line()
        line("/// Whether each member is the same instance in both collections, told by its serial.")
        line("func sameness(_ first: [any Numbered], _ second: [any Numbered]) -> String {")
        line("    zip(first, second).map { $0.serial == $1.serial ? \"same\" : \"new\" }.joined(separator: \" \")")
        line("}")
        line()
        line("func sameness(_ first: [String: any Numbered], _ second: [String: any Numbered]) -> String {")
        line("    first.keys.sorted().map { first[$0]?.serial == second[$0]?.serial ? \"same\" : \"new\" }.joined(separator: \" \")")
        line("}")
        line()
        let arguments = graph.inputs.map { "\($0.name): \($0.literal)" }.joined(separator: ", ")
        line("@MainActor func makeGraph(overrides: AppGraph.Overrides = AppGraph.Overrides()) -> AppGraph {")
        line("    creationLog.removeAll()")
        line("    overrideCalls = 0")
        line("    return AppGraph(\(graph.inputs.isEmpty ? "" : "inputs: GraphInputs(\(arguments)), ")overrides: overrides)")
        line("}")
    }

    // MARK: - Scenarios

    /// A scenario function on a new graph: with one binding replaced by what another graph made, when `replaced`
    /// says so.
    private mutating func scenario(overriding replaced: GraphSimulation.Replaced? = nil,
                                   _ body: (inout RandomGraphDriver) -> Void) {
        let written = text
        text = ""
        simulation = GraphSimulation(graph)
        variables = []
        lazyValues = [:]
        graphExpressions = ["g"]
        if let replaced {
            writeOverride(replaced)
        } else {
            line("    let g = makeGraph()")
        }
        body(&self)
        let lines = text
        let name = "scenario\(scenarios.count)"
        // Markers follow a space: `let v3 = try await g.part3`, `    await g.inject(into: v0)`.
        let isAsync = lines.contains(" await ")
        let throwing = lines.contains(" try ")
        scenarios.append((name, isAsync, throwing))
        text = written
        let effects = (isAsync ? " async" : "") + (throwing ? " throws" : "")
        line()
        line("@MainActor func \(name)()\(effects) {")
        text += lines
        line("}")
    }

    /// The bindings a test can replace, as docs/Testing.md lists them: shared and unscoped ones (not weak ones, whose
    /// replacement the closure would keep alive), `as:` protocols, bundles and collections. A collection's override
    /// does not reach a consumer of its factories (`[() -> any Plug0]` still makes the contributors, as
    /// docs/Testing.md says), so a collection that one takes is not replaced.
    private static func overridable(_ graph: RandomGraph) -> [GraphSimulation.Replaced] {
        // The root graph's `Overrides`: what lives in the root graph (what lives only in a child graph is in its own).
        let requests = graph.nodes.flatMap { $0.parameters + $0.injectedProperties }.map(\.request)
        // A replacement is read from another graph, so the binding must be readable from the root graph.
        return graph.nodes.filter { graph.placement.homes[0][$0.index] == 0 }.flatMap { node -> [GraphSimulation.Replaced] in
            (node.hasOwnBinding && node.scope != .weak ? [.binding(node: node.index, route: .own)] : [])
                + node.roles.map { .binding(node: node.index, route: .role($0)) }
                + (node.composition == nil ? [] : [.binding(node: node.index, route: .composition)])
        }.filter { replaced in
            guard case .binding(let node, let route) = replaced else { return true }
            return graph.reader(of: .node(node, route: route), from: 0) != nil
        } + graph.collections.indices.filter { collection in
            graph.placement.collectionHomes[0][collection] == 0
                && requests.contains { if case .collection(collection, _) = $0 { true } else { false } }
                && !requests.contains { if case .collection(collection, factories: true) = $0 { true } else { false } }
                && graph.reader(of: .collection(collection), from: 0) != nil
        }.map { .collection($0) }
    }

    /// `let g`: a graph whose `Overrides` replace one binding with what another graph gave (variable `v0`), counting
    /// the calls.
    private mutating func writeOverride(_ replaced: GraphSimulation.Replaced) {
        let replacement = simulation.override(replaced)
        let name = overrideName(replaced)
        // Read through the root graph's entry point, when it names some.
        let read = graph.reader(of: Self.target(of: replaced), from: 0)?.member ?? name
        switch replaced {
        case .binding(let node, _):
            line("    let v0 = \(graph.effects[node].marker)makeGraph().\(read)")
            if case .binding(_, .own) = replaced {
                // Cleared here, so that a property set by this graph would show.
                for property in graph.nodes[node].injectedProperties { line("    v0.\(property.name) = nil") }
            }
            line("    let replacement = Captured(value: v0)")
            variables.append(.node(node, instance: GraphSimulation.objects(replacement)[0]))
        case .collection(let collection):
            line("    let replacement = Captured(value: \(graph.collectionEffects(collection).marker)makeGraph().\(read))")
            line("    let v0 = " + Self.numbered("replacement.value", "{ $0 as any Numbered }", isKeyed: graph.collections[collection].isKeyed))
            variables.append(.collection(replacement))
        }
        line("    var overrides = AppGraph.Overrides()")
        line("    overrides.\(name) = {")
        line("        overrideCalls += 1")
        line("        return replacement.value")
        line("    }")
        line("    let g = makeGraph(overrides: overrides)")
    }

    private static func describe(_ replaced: GraphSimulation.Replaced, in graph: RandomGraph) -> String {
        switch replaced {
        case .binding(let node, .own) where graph.nodes[node].kind == .bundle: "override of a bundle"
        case .binding(let node, .own): "override of \(graph.nodes[node].scope.rawValue)"
        case .binding(_, .role): "override of as:"
        case .binding(_, .composition): "override of a composition"
        case .collection: "override of a collection"
        }
    }

    /// The member of `Overrides` that replaces the binding: its accessor's name, which an entry point of the root
    /// graph may give it.
    private func overrideName(_ replaced: GraphSimulation.Replaced) -> String {
        graph.accessorName(of: Self.target(of: replaced), livingIn: 0)
    }

    private static func target(of replaced: GraphSimulation.Replaced) -> RandomGraph.EntryPoint.Target {
        switch replaced {
        case .binding(let node, let route): .node(node, route: route)
        case .collection(let collection): .collection(collection)
        }
    }

    /// The replaced binding twice, the same as the replacement; then up to two of what depends on it, each checked
    /// whole (so that its value is the replacement); then how often the override was called.
    private mutating func checkOverride(_ replaced: GraphSimulation.Replaced, using random: inout SplitMix64) {
        let replacement = 0
        let first: Int
        switch replaced {
        case .binding(let node, let route):
            first = fetch(node, route: route)!
            compare(first, fetch(node, route: route)!)
        case .collection(let collection):
            first = fetchCollection(collection)!
            compare(first, fetchCollection(collection)!)
        }
        compare(first, replacement)
        if case .binding(let node, .own) = replaced {
            // docs/Annotations.md: an override replaces the whole creation; the graph sets no property on it.
            for property in graph.nodes[node].injectedProperties {
                say("v0.\(property.name) not set by the graph", ["v0.\(property.name) == nil"], expected: ["true"])
            }
        }
        let dependents = graph.nodes.filter { dependent in
            dependent.contribution == nil && graph.placement.homes[0][dependent.index] == 0
                && (dependent.parameters + dependent.injectedProperties).contains { parameter in
                switch (parameter.request, replaced) {
                case (.value(let target, _), .binding(let node, _)), (.factory(let target, _, _), .binding(let node, _)):
                    target == node
                case (.collection(let collection, _), .collection(let replacedCollection)):
                    collection == replacedCollection
                default:
                    false
                }
            }
        }
        for dependent in dependents.shuffled(using: &random).prefix(2) {
            switch dependent.kind {
            case .assisted where graph.reader(of: .assisted(dependent.index), from: 0) != nil:
                checkAssisted(dependent.index, in: 0)
            case .injected: checkInjection(dependent.index, in: 0)
            case .component, .provider, .bundle where graph.reader(of: .node(dependent.index, route: .own), from: 0) != nil:
                checkNode(dependent.index, in: 0)
            case .assisted, .component, .provider, .bundle:
                break
            }
        }
        say("override calls", ["overrideCalls"], expected: ["\(simulation.overrideCalls)"])
    }

    /// The node's accessor twice, its protocols, and each of its parameters, in an instance of the graph `home` it
    /// lives in; in a child graph, then in a second instance of it (with the same parent): what the graph keeps is
    /// one instance per graph instance, what its ancestors keep is theirs.
    private mutating func checkNode(_ node: Int, in home: Int) {
        let instance = makeChain(to: home)
        guard let first = fetch(node, route: .own, from: instance), let again = fetch(node, route: .own, from: instance)
        else { return }
        compare(first, again)
        for role in graph.nodes[node].roles {
            if let fetched = fetch(node, route: .role(role), from: instance) { compare(fetched, first) }
        }
        if graph.nodes[node].composition != nil, let fetched = fetch(node, route: .composition, from: instance) {
            compare(fetched, first)
        }
        checkParameters(of: first)
        // A second instance's `@Lazy` factories keep values of their own (the same for a kept product).
        if !graph.nodes[node].keepsInstance { checkParameters(of: again, onlyLazy: true) }
        guard home != 0, let parent = simulation.graphInstances[instance].parent else { return }
        let sibling = makeChild(home, parent: parent)
        guard let second = fetch(node, route: .own, from: sibling), let secondAgain = fetch(node, route: .own, from: sibling)
        else { return }
        compare(second, secondAgain)
        compare(first, second)
        checkParameters(of: second)
    }

    private mutating func checkAssisted(_ node: Int, in home: Int) {
        let instance = makeChain(to: home)
        guard let first = makeAssisted(node, from: instance), let second = makeAssisted(node, from: instance) else { return }
        compare(first, second)
        checkParameters(of: first)
        checkParameters(of: second, onlyLazy: true)
    }

    /// An instance made by the driver, its properties set by `inject(into:)`, each checked like a parameter.
    private mutating func checkInjection(_ node: Int, in home: Int) {
        let graphInstance = makeChain(to: home)
        let variable = variables.count
        let instance = simulation.inject(node, in: graphInstance)
        let call = "\(graphExpressions[graphInstance]).inject(into: v\(variable))"
        line("    let v\(variable) = \(graph.nodes[node].className)()")
        line("    keep(v\(variable))")
        line("    \(graph.effects[node].marker)\(call)")
        simulation.held.append(.object(instance))
        say(call, ["tally()"], expected: [simulation.tally()])
        variables.append(.node(node, instance: instance))
        checkParameters(of: variable)
    }

    /// What the init's parameters and the injected properties (unwrapped) received: each value is the instance the
    /// graph hands out, each factory creates what its binding says, and so on.
    /// `onlyLazy`: only the `@Lazy` factories (of a second instance, whose values are compared with the first's).
    private mutating func checkParameters(of variable: Int, onlyLazy: Bool = false) {
        guard case .node(let node, let instance) = variables[variable] else { return }
        // Compared with what the graph instance that made it hands out.
        let home = simulation.instances[instance].graph
        let members = zip(graph.nodes[node].parameters, simulation.instances[instance].values).enumerated()
            .map { ($1.0, $1.1, "", $0) }
            + zip(graph.nodes[node].injectedProperties, simulation.instances[instance].injected).enumerated()
            .map { ($1.0, $1.1, "!", $0) }
        for (parameter, given, unwrap, position) in members where !onlyLazy || parameter.isLazy {
            let isOptional = RandomGraphSource.optionalWrapped(graph, parameter) != nil
            let expression = "v\(variable).\(parameter.name)\(isOptional ? "" : unwrap)"
            switch parameter.request {
            case .optional(let target, let route):
                // Nil exactly where the graph making the instance does not reach the node; otherwise the instance
                // the graph hands out for it (the same one when kept).
                guard case .object(let received) = given else {
                    say("\(expression) is nil", ["\(expression) == nil"], expected: ["true"])
                    break
                }
                say("\(expression) is nil", ["\(expression) == nil"], expected: ["false"])
                line("    let v\(variables.count) = \(expression)!")
                line("    keep(v\(variables.count))")
                simulation.held.append(given)
                variables.append(.node(target, instance: received))
                compare(variables.count - 1, ifReadable: fetch(target, route: route, from: home))
            case .optionalOf:
                say("\(expression) is nil", ["\(expression) == nil"], expected: ["\(given == .absent)"])
            case .value(let target, let route):
                line("    let v\(variables.count) = \(expression)")
                line("    keep(v\(variables.count))")
                simulation.held.append(given)
                variables.append(.node(target, instance: GraphSimulation.objects(given)[0]))
                if route == .composition { checkKind(variables.count - 1) }
                compare(variables.count - 1, ifReadable: fetch(target, route: route, from: home))
            case .factory(let target, let route, _) where parameter.isLazy:
                // docs/Annotations.md: the first call asks the graph, later calls return the same value; each
                // consumer instance keeps its own (the same one for a kept product, a new one for an unscoped one).
                let member = Member(node: node, name: parameter.name)
                let made = callLazy(expression, of: instance, member: position, injected: !unwrap.isEmpty,
                                    target: target, route: route)
                compare(made, callLazy(expression, of: instance, member: position, injected: !unwrap.isEmpty,
                                       target: target, route: route))
                if let (earlier, consumer) = lazyValues[member], consumer != instance {
                    compare(made, earlier)
                } else {
                    lazyValues[member] = (made, instance)
                }
                compare(made, ifReadable: fetch(target, route: route, from: home))
            case .factory(let target, let route, let type):
                let made = callFactory(expression, target, route: route, declaring: type.effects, from: home)
                compare(made, callFactory(expression, target, route: route, declaring: type.effects, from: home))
                compare(made, ifReadable: fetch(target, route: route, from: home))
            case .assistedFactory(let target):
                compare(callAssistedFactory(expression, target, from: home),
                        callAssistedFactory(expression, target, from: home))
            case .collection(let collection, factories: false):
                let received = declareCollection(collection, given, expression, marker: "", creates: false)
                compare(received, ifReadable: fetchCollection(collection, from: home))
            case .collection(let collection, factories: true):
                compare(callFactories(expression, collection, from: home),
                        callFactories(expression, collection, from: home))
            case .input(let input):
                say(expression, [graph.inputs[input].reading(expression)],
                    expected: [printed(graph.inputs[input].printedValue)])
            case .childInput:
                guard case .badge(let badge) = given else { break }
                say(expression, ["\(expression).number"], expected: ["\(badge)"])
            case .childFactory(let child):
                callChildFactory(expression, child, from: home)
            case .assisted, .unbound:
                break
            }
        }
    }

    /// Each entry point of a graph, read from a new instance of it: what it offers is what the graph hands out for
    /// its binding (an ancestor's instance, read through `parent`; the same one as another entry point that offers
    /// it); a kept one is the same on a second read, an unscoped one new; an assisted factory or a child graph's
    /// factory, called, makes what its `make…` or the child graph's init would.
    private mutating func checkEntryPoints(of entryGraph: Int) {
        let instance = makeChain(to: entryGraph)
        for entryPoint in graph.entryPoints[entryGraph] ?? [] {
            let read = "\(graphExpressions[instance]).\(entryPoint.name)"
            switch entryPoint.target {
            case .node(let node, let route):
                let value = simulation.access(node, route: route, from: instance)
                let variable = declare(.node(node, instance: value), "\(graph.effects[node].marker)\(read)", label: read)
                if route == .composition { checkKind(variable) }
                compare(variable, ifReadable: fetch(node, route: route, from: instance))
                if route == .own { checkParameters(of: variable) }
            case .assisted(let node):
                compare(callAssistedFactory(read, node, from: instance), callAssistedFactory(read, node, from: instance))
            case .collection(let collection):
                let value = simulation.collectionValue(collection, from: instance)
                let first = declareCollection(collection, value, read, marker: graph.collectionEffects(collection).marker,
                                              creates: true)
                compare(first, ifReadable: fetchCollection(collection, from: instance))
            case .input(let input):
                say(read, [graph.inputs[input].reading(read)], expected: [printed(graph.inputs[input].printedValue)])
            case .childInput(let child):
                let badge = simulation.graphInstances[simulation.instance(of: child, from: instance)].badge
                say(read, ["\(read).number"], expected: ["\(badge)"])
            case .childFactory(let child):
                callChildFactory(read, child, from: instance)
            case .unbound:
                break
            }
        }
    }

    /// A weak instance is kept while held, and created again once released.
    private mutating func checkRelease(_ node: Int, in home: Int) {
        let graphInstance = makeChain(to: home)
        guard let accessor = path(to: node, route: .own, from: graphInstance) else { return }
        let className = graph.nodes[node].className
        let access = "\(graph.effects[node].marker)\(accessor)"
        line("    var held\(className): \(className)? = \(access)")
        let instance = simulation.access(node, from: graphInstance)
        // The graph instances stay held (`keep`), so what they keep stays alive.
        simulation.held = [.object(instance)]
        say("\(accessor) held", ["tally()"], expected: [simulation.tally()])
        line("    let serial = held\(className)?.serial")
        line("    do {")
        line("        let whileHeld = \(access)")
        line("        say(\"\(accessor) while held\", whileHeld.serial == serial)")
        line("    }")
        expectedLines.append("\(accessor) while held: \(simulation.access(node, from: graphInstance) == instance)")
        line("    held\(className) = nil")
        simulation.held = []
        simulation.releaseUnheld()
        line("    let again = \(access)")
        line("    keep(again)")
        let again = simulation.access(node, from: graphInstance)
        simulation.held = [.object(again)]
        say("\(accessor) after release", ["again.serial != serial", "tally()"], expected: ["\(again != instance)", simulation.tally()])
    }

    /// Child graph instances made, accesses that are kept and accesses that are dropped in random graph instances,
    /// maybe a child graph instance shut down on its own and one released, then `shutdown()` of the root graph.
    private mutating func checkShutdown(using random: inout SplitMix64) {
        // Instances of child graphs, each under a random live instance of its parent graph; some are released
        // later (`var`, and then nothing is made under them).
        var releasable: [Int] = []
        if graph.hasChildGraphs {
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                guard let child = random.pick(Array(1..<graph.graphParents.count)), let parentGraph = graph.graphParents[child]
                else { continue }
                let parents = simulation.graphInstances.indices.filter {
                    simulation.graphInstances[$0].graph == parentGraph && !releasable.contains($0)
                }
                let parent = random.pick(parents) ?? makeChain(to: parentGraph)
                let isReleasable = random.chance(30)
                let instance = makeChild(child, parent: parent, releasable: isReleasable)
                if isReleasable { releasable.append(instance) }
            }
        }
        let graphInstances = Array(simulation.graphInstances.indices)
        for _ in 0..<Int.random(in: 1...max(1, graph.nodes.count), using: &random) {
            guard let graphInstance = random.pick(graphInstances) else { break }
            let asking = simulation.graphInstances[graphInstance].graph
            let accessible = graph.nodes.filter {
                $0.hasOwnBinding && graph.placement.homes[asking][$0.index] != nil
                    && graph.reader(of: .node($0.index, route: .own), from: asking) != nil
            }
            guard let node = random.pick(accessible.map(\.index)) else { continue }
            if random.chance(60) {
                _ = fetch(node, route: .own, from: graphInstance)
            } else {
                guard let accessor = path(to: node, route: .own, from: graphInstance) else { continue }
                line("    _ = \(graph.effects[node].marker)\(accessor)")
                _ = simulation.access(node, from: graphInstance)
                simulation.releaseUnheld()
                say("dropped \(accessor)", ["tally()"], expected: [simulation.tally()])
            }
        }
        // A child graph instance shut down on its own: its live children first, then only what it kept.
        let children = graphInstances.filter { $0 != 0 }
        if let child = random.pick(children), random.chance(50) {
            shutDown(child)
        }
        // Released without a shutdown: what it kept is not torn down, and the root graph's shutdown skips it.
        for instance in releasable {
            line("    \(graphExpressions[instance].dropLast()) = nil")
            simulation.release(instance)
            say("released \(graphExpressions[instance].dropLast())", ["tally()"], expected: [simulation.tally()])
        }
        shutDown(0)
    }

    /// `shutdown()` of a graph instance, and the teardown line it prints.
    private mutating func shutDown(_ graphInstance: Int) {
        line("    \(graphExpressions[graphInstance]).shutdown()")
        line("    say(\"\(Self.teardownPrefix.dropLast())\", teardownLog.joined(separator: \" \"))")
        line("    teardownLog.removeAll()")
        let segments = simulation.shutDown(graphInstance)
        let dependencies = graph.valueDependencies(includingOptionals: true)
        let classes = Set(segments.joined())
        let order = graph.nodes.filter { classes.contains($0.className) }.flatMap { dependent in
            graph.nodes.filter { classes.contains($0.className) && dependencies[dependent.index].contains($0.index) }
                .map { (dependent.className, $0.className) }
        }
        teardowns.append(Teardown(segments: segments, order: order))
    }

    // MARK: - Steps

    /// How the graph instance reaches the node's accessor: `c2.part3` for its own, `c2.parent.part1` for an
    /// ancestor's.
    private func path(to node: Int, route: RandomGraph.Route, from graphInstance: Int) -> String? {
        read(.node(node, route: route), from: graphInstance)?.expression
    }

    /// How the graph instance reads a binding: `c2.part3`, `c2.parent.part1` (an ancestor's), or through an entry
    /// point, `g.entry0`, its graph's or the one of the graph it lives in; and whether it is an entry point (an
    /// assisted factory's is a closure, called without labels, where its `make…` takes them). Nil where the
    /// generated graph keeps the accessor private.
    private func read(_ target: RandomGraph.EntryPoint.Target, from graphInstance: Int)
        -> (expression: String, isEntryPoint: Bool)? {
        let asking = simulation.graphInstances[graphInstance].graph
        guard let (owner, member) = graph.reader(of: target, from: asking) else { return nil }
        let instance = simulation.instance(of: owner, from: graphInstance)
        return (ancestorPath(from: graphInstance, to: instance) + "." + member, graph.entryPoints[owner] != nil)
    }

    /// `c2`, `c2.parent`, `c2.parent.parent`: how a graph instance reaches one of its ancestors (or itself).
    private func ancestorPath(from graphInstance: Int, to ancestor: Int) -> String {
        var path = graphExpressions[graphInstance]
        var current = graphInstance
        while current != ancestor, let parent = simulation.graphInstances[current].parent {
            path += ".parent"
            current = parent
        }
        return path
    }

    /// A new instance of each graph on the way from the root graph down to `graph` (none for the root graph);
    /// returns the instance of `graph`.
    private mutating func makeChain(to graph: Int) -> Int {
        var instance = 0
        for child in self.graph.ancestors(of: graph).dropFirst() { instance = makeChild(child, parent: instance) }
        return instance
    }

    /// `let c3 = Branch2Graph(parent: c1, inputs: Branch2Inputs(badge2: Badge2(number: 103)))`, kept (or
    /// `var c3: Branch2Graph? = …`, which the scenario releases later, read once so that it is used).
    @discardableResult
    private mutating func makeChild(_ child: Int, parent: Int, releasable: Bool = false) -> Int {
        let instance = simulation.makeGraph(child, parent: parent)
        let name = "c\(instance)"
        let creation = "\(graph.graphName(child))(parent: \(graphExpressions[parent]), inputs: \(inputsLiteral(child, instance)))"
        if releasable {
            line("    var \(name): \(graph.graphName(child))? = \(creation)")
            line("    _ = \(name)?.parent")
            graphExpressions.append(name + "!")
        } else {
            line("    let \(name) = \(creation)")
            line("    keep(\(name))")
            graphExpressions.append(name)
        }
        return instance
    }

    /// `Branch2Inputs(badge2: Badge2(number: 103))`: the inputs of a graph instance.
    private func inputsLiteral(_ child: Int, _ instance: Int) -> String {
        let badge = simulation.graphInstances[instance].badge
        return "\(graph.inputsName(child))(\(graph.badgeProperty(child)): \(graph.badgeType(child))(number: \(badge)))"
    }

    /// A child graph's factory, called: it makes a child of the graph instance (or of its ancestor) that handed the
    /// factory out, with the inputs passed; then something that lives in the new graph instance is asked for.
    private mutating func callChildFactory(_ factory: String, _ child: Int, from home: Int) {
        guard let parentGraph = graph.graphParents[child] else { return }
        let parent = simulation.instance(of: parentGraph, from: home)
        let instance = simulation.makeGraph(child, parent: parent)
        let name = "c\(instance)"
        line("    let \(name) = \(factory)(\(inputsLiteral(child, instance)))")
        line("    keep(\(name))")
        graphExpressions.append(name)
        // Its input, where the child graph lets it be read.
        let badge = read(.childInput(child), from: instance).map { ["\($0.expression).number"] } ?? []
        say("\(name) made by \(factory)", ["\(name).parent === \(graphExpressions[parent])"] + badge,
            expected: ["true"] + (badge.isEmpty ? [] : ["\(simulation.graphInstances[instance].badge)"]))
        if let node = graph.nodes.first(where: {
            $0.hasOwnBinding && graph.placement.homes[child][$0.index] == child
                && graph.reader(of: .node($0.index, route: .own), from: child) != nil
        }) {
            _ = fetch(node.index, route: .own, from: instance)
        }
    }

    /// `let vN = g.accessor` (or `c2.parent.accessor`), kept; prints what the access created.
    private mutating func fetch(_ node: Int, route: RandomGraph.Route, from graphInstance: Int = 0) -> Int? {
        guard let accessor = path(to: node, route: route, from: graphInstance) else { return nil }
        let instance = simulation.access(node, route: route, from: graphInstance)
        let variable = declare(.node(node, instance: instance), "\(graph.effects[node].marker)\(accessor)", label: accessor)
        if route == .composition { checkKind(variable) }
        return variable
    }

    /// A value the graph gave as a composition (`any Trait2 & Trait0`) is of its node's type: prints the type.
    private mutating func checkKind(_ variable: Int) {
        guard case .node(let node, _) = variables[variable] else { return }
        say("v\(variable) is a \(graph.nodes[node].className)", ["String(describing: type(of: v\(variable)))"],
            expected: [graph.nodes[node].className])
    }

    private mutating func fetchCollection(_ collection: Int, from graphInstance: Int = 0) -> Int? {
        guard let expression = read(.collection(collection), from: graphInstance)?.expression else { return nil }
        let value = simulation.collectionValue(collection, from: graphInstance)
        return declareCollection(collection, value, expression, marker: graph.collectionEffects(collection).marker,
                                 creates: true)
    }

    /// `makePart5(speed: 3)`, or an entry point's closure, `entry2(3)`.
    private mutating func makeAssisted(_ node: Int, from graphInstance: Int) -> Int? {
        guard let (call, isEntryPoint) = read(.assisted(node), from: graphInstance) else { return nil }
        let arguments = graph.assistedInInitOrder(node).map { isEntryPoint ? $0.literal : "\($0.name): \($0.literal)" }
            .joined(separator: ", ")
        let home = simulation.home(of: node, from: graphInstance)
        return declare(.node(node, instance: simulation.create(node, in: home)), "\(call)(\(arguments))", label: call,
                       assistedValuesOf: node)
    }

    /// `let vN = vM.dK()` of a `@Lazy` factory, kept; prints what the call created (nothing after the first call).
    private mutating func callLazy(_ factory: String, of consumer: Int, member: Int, injected: Bool, target: Int,
                                   route: RandomGraph.Route) -> Int {
        let instance = simulation.callLazy(consumer, member: member, injected: injected, target: target, route: route)
        let variable = declare(.node(target, instance: instance), "\(factory)()", label: "\(factory)() (@Lazy)")
        if route == .composition { checkKind(variable) }
        return variable
    }

    /// `let vN = vM.dK()`, kept; prints what the call created.
    private mutating func callFactory(_ factory: String, _ target: Int, route: RandomGraph.Route,
                                      declaring effects: RandomGraph.Effects, from graphInstance: Int) -> Int {
        let instance = simulation.access(target, route: route, from: graphInstance)
        let variable = declare(.node(target, instance: instance), "\(effects.marker)\(factory)()", label: "\(factory)()")
        if route == .composition { checkKind(variable) }
        return variable
    }

    private mutating func callAssistedFactory(_ factory: String, _ target: Int, from graphInstance: Int) -> Int {
        let literals = graph.assistedInInitOrder(target).map(\.literal).joined(separator: ", ")
        let home = simulation.home(of: target, from: graphInstance)
        return declare(.node(target, instance: simulation.create(target, in: home)), "\(factory)(\(literals))",
                       label: "\(factory)(…)", assistedValuesOf: target)
    }

    /// Calls each factory of a collection of factories, in order.
    private mutating func callFactories(_ factories: String, _ collection: Int, from graphInstance: Int) -> Int {
        let isKeyed = graph.collections[collection].isKeyed
        let value = simulation.collectionValue(collection, from: graphInstance)
        let index = variables.count
        line("    let v\(index) = " + Self.numbered(factories, "{ $0() as any Numbered }", isKeyed: isKeyed))
        line("    for element in v\(index)\(isKeyed ? ".values" : "") { keep(element) }")
        simulation.held.append(value)
        say("\(factories) called", ["tally()", "names(v\(index))"], expected: [simulation.tally(), names(value)])
        variables.append(.collection(value))
        return index
    }

    /// `compare(_:_:)` with what the graph gave for the same binding, where the graph lets the driver read it.
    private mutating func compare(_ first: Int, ifReadable second: Int?) {
        if let second { compare(first, second) }
    }

    /// Prints whether two variables hold the same instance (for bundles, whether their properties hold the same
    /// instances; for collections, which members are the same).
    private mutating func compare(_ first: Int, _ second: Int) {
        switch (variables[first], variables[second]) {
        case (.node(let node, let left), .node(_, let right)) where !graph.nodes[node].isNumbered:
            say("v\(first) holds what v\(second) holds", ["\(signature(first)) == \(signature(second))"],
                expected: ["\(signature(of: left) == signature(of: right))"])
        case (.node(_, let left), .node(_, let right)):
            say("v\(first) is v\(second)", ["v\(first).serial == v\(second).serial"], expected: ["\(left == right)"])
        case (.collection(let left), .collection(let right)):
            say("v\(first) vs v\(second)", ["sameness(v\(first), v\(second))"], expected: [sameness(left, right)])
        default:
            break
        }
    }

    /// The serials of the instances a bundle's properties hold (not its factories, collections and inputs), as
    /// Swift: `[v3.d0.serial, v3.d2.serial]`.
    private func signature(_ variable: Int) -> String {
        guard case .node(let node, _) = variables[variable] else { return "[Int]()" }
        let serials = numberedValues(of: node).map { "v\(variable).\(graph.nodes[node].parameters[$0].name).serial" }
        return serials.isEmpty ? "[Int]()" : "[\(serials.joined(separator: ", "))]"
    }

    /// The instances a bundle's properties hold, as ``signature(_:)`` lists them.
    private func signature(of instance: Int) -> [Int] {
        let node = simulation.instances[instance].node
        return numberedValues(of: node).map { GraphSimulation.objects(simulation.instances[instance].values[$0])[0] }
    }

    /// The positions of the parameters that take one numbered instance.
    private func numberedValues(of node: Int) -> [Int] {
        graph.nodes[node].parameters.indices.filter { position in
            guard case .value(let target, _) = graph.nodes[node].parameters[position].request else { return false }
            return graph.nodes[target].isNumbered
        }
    }

    // MARK: - Writing

    /// `let vN = expression`, kept; prints what it created (and an assisted node's values, in init order).
    private mutating func declare(_ variable: Variable, _ expression: String, label: String,
                                  assistedValuesOf assisted: Int? = nil) -> Int {
        let index = variables.count
        line("    let v\(index) = \(expression)")
        line("    keep(v\(index))")
        simulation.held.append(variable.value)
        let values = assisted.map(graph.assistedInInitOrder) ?? []
        say(label, ["tally()"] + values.map { "v\(index).\($0.name)" },
            expected: [simulation.tally()] + values.map { printed($0.literal) })
        variables.append(variable)
        return index
    }

    /// A collection as `[any Numbered]` or `[String: any Numbered]`; prints its members' types (and what getting it
    /// created, when it creates).
    private mutating func declareCollection(_ collection: Int, _ value: GraphSimulation.Value, _ expression: String,
                                            marker: String, creates: Bool) -> Int {
        let isKeyed = graph.collections[collection].isKeyed
        let index = variables.count
        line("    let v\(index) = " + marker + Self.numbered(expression, "{ $0 as any Numbered }", isKeyed: isKeyed))
        if creates {
            line("    for element in v\(index)\(isKeyed ? ".values" : "") { keep(element) }")
            simulation.held.append(value)
            say(expression, ["tally()", "names(v\(index))"], expected: [simulation.tally(), names(value)])
        } else {
            say(expression, ["names(v\(index))"], expected: [names(value)])
        }
        variables.append(.collection(value))
        return index
    }

    /// `say("label", a, b)`, and the line it must print: `label: a b` with the values the model expects.
    private mutating func say(_ label: String, _ values: [String], expected: [String]) {
        line("    say(\"\(label)\", \(values.joined(separator: ", ")))")
        expectedLines.append(([label + ":"] + expected).joined(separator: " "))
    }

    /// A collection's members as `[any Numbered]`, or a dictionary's as `[String: any Numbered]` by the key's name in
    /// the simulation (`k3` for the key `"k3"`, `3` or `.k3`).
    private static func numbered(_ expression: String, _ transform: String, isKeyed: Bool) -> String {
        isKeyed ? "byKeyName(\(expression).mapValues \(transform))" : "\(expression).map \(transform)"
    }

    private func names(_ value: GraphSimulation.Value) -> String {
        switch value {
        case .objects(let instances):
            instances.map { graph.nodes[simulation.instances[$0].node].className }.joined(separator: " ")
        case .keyed(let instances):
            instances.keys.sorted().map { "\($0)=\(graph.nodes[simulation.instances[instances[$0] ?? 0].node].className)" }
                .joined(separator: " ")
        case .object, .other, .badge, .absent:
            ""
        }
    }

    private func sameness(_ first: GraphSimulation.Value, _ second: GraphSimulation.Value) -> String {
        switch (first, second) {
        case (.objects(let left), .objects(let right)):
            zip(left, right).map { $0 == $1 ? "same" : "new" }.joined(separator: " ")
        case (.keyed(let left), .keyed(let right)):
            left.keys.sorted().map { left[$0] == right[$0] ? "same" : "new" }.joined(separator: " ")
        default:
            ""
        }
    }

    /// How `print` shows a literal of the sources: a string without its quotes.
    private func printed(_ literal: String) -> String {
        literal.hasPrefix("\"") ? String(literal.dropFirst().dropLast()) : literal
    }

    private mutating func line(_ content: String = "") {
        text += content + "\n"
    }
}

extension RandomGraph {
    /// For each node, every node it needs to be created first, directly or not: through the values it takes
    /// (`T`, `any P`, a collection's contributors; a component's `@Inject` properties too), not through factories.
    /// `includingOptionals`: an `@Optional` value too, which creates its node where the graph has it (the
    /// faults, which build cycles from these, leave it out).
    func valueDependencies(includingOptionals: Bool = false) -> [Set<Int>] {
        var result = Array(repeating: Set<Int>(), count: nodes.count)
        for node in nodes.indices where nodes[node].kind != .injected {
            for parameter in nodes[node].parameters + nodes[node].injectedProperties {
                switch parameter.request {
                case .optional(let target, _) where includingOptionals:
                    result[node].insert(target)
                    result[node].formUnion(result[target])
                case .value(let target, _):
                    result[node].insert(target)
                    result[node].formUnion(result[target])
                case .collection(let collection, factories: false):
                    for member in collections[collection].members {
                        result[node].insert(member)
                        result[node].formUnion(result[member])
                    }
                default:
                    break
                }
            }
        }
        return result
    }
}

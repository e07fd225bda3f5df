/// Stage 5: writes `AppGraph.swift` for a resolved graph — straight-line Swift in dependency order, one read-only
/// property per binding, each preceded by a comment naming the declaration it comes from.
///
/// Shared bindings use one lock each. A shared instance that needs another takes the locks in dependency order;
/// the graph has no cycles, so no two threads can wait on each other.
public struct AppGraphRenderer {
    private let graph: ResolvedGraph
    private let options: RenderOptions
    private var accessorNames: [String]
    private var storageNames: [Int: (instance: String, lock: String)] = [:]
    /// The private struct that implements each bundle, by bundle index.
    private var bundleTypeNames: [String] = []
    /// The task of a creation in flight, for kept main-actor bindings created asynchronously, by binding index.
    private var creationTaskNames: [Int: String] = [:]
    /// Whether a creation is in progress, for kept bindings created synchronously on a creation loop
    /// (``ResolvedGraph/creationLoops``), by binding index.
    private var creationFlagNames: [Int: String] = [:]
    /// The recursive lock of each cycle with a kept binding off the main actor, by cycle number: one thread at a time
    /// creates the cycle's kept instances.
    private var cycleLockNames: [Int: String] = [:]
    /// The function that creates the instance under its cycle's lock, for kept bindings on a creation loop off the
    /// main actor, by binding index: the accessor keeps only the read of an instance that exists.
    private var cycleCreationNames: [Int: String] = [:]
    /// The task-local set of asynchronous creations in progress, when a main-actor binding created asynchronously
    /// is on a creation loop.
    private var creationsInProgressName: String?
    /// The name of the nested struct of replacements: `Overrides`, unless the sources declare that name.
    private var overridesTypeName = ""
    /// For each binding, whether a test can replace it: every one with a visible accessor, except inputs (passed
    /// in already) and assisted `make` functions.
    private var isOverridable: [Bool] = []
    private var output = ""

    public static func render(_ graph: ResolvedGraph, options: RenderOptions) -> String {
        var renderer = AppGraphRenderer(graph: graph, options: options)
        renderer.write()
        return renderer.output
    }

    private var model: BindingModel { graph.model }
    private var api: String { options.modifier(upTo: .public) }

    /// The modifier of a binding's accessor (and override): the configured access, lowered to what its type allows.
    private func api(for index: Int) -> String {
        options.modifier(upTo: model.bindings[index].typeAccess)
    }

    private init(graph: ResolvedGraph, options: RenderOptions) {
        self.graph = graph
        self.options = options
        let model = graph.model
        let freeFunctions = model.providers.filter { $0.enclosingTypeName == nil }.map(\.functionName)
        hasShutdown = model.components.contains { $0.teardown != nil }
        let lifecycleNames = hasShutdown ? ["shutdown", "lifecycleLock", "isShutDown", "assertNotShutDown"] : []
        var allocator = NameAllocator(reserved: Set(freeFunctions + lifecycleNames + ["overrides"]
                                                    + (model.injections.isEmpty ? [] : ["inject"])))
        var names = Array(repeating: "", count: model.bindings.count)
        // Inputs first, in their declared order; then by key (its text, then its name) and location. What is
        // compared is taken out of the bindings once: copying a binding for each comparison was most of the time
        // spent here, and copying a whole key still cost 5% of a run on 10,000 components.
        let sortKeys = model.bindings.map { binding in
            if case .input(let input) = binding.source { return (0, input, "", "", SourceLocation(file: "", line: 0, column: 0)) }
            return (1, 0, binding.key.text, binding.key.name ?? "", binding.location)
        }
        let inputsFirst = model.bindings.indices.sorted { sortKeys[$0] < sortKeys[$1] }
        for index in inputsFirst {
            let binding = model.bindings[index]
            if case .injection = binding.source {
                names[index] = "inject"
            } else if case .input(let input) = binding.source {
                names[index] = allocator.allocate(model.inputs[input].name)
            } else if case .assistedFactory(let component) = binding.source {
                let typeName = NameAllocator.accessorBase(forType: model.components[component].typeName)
                names[index] = allocator.allocate("make" + typeName.prefix(1).uppercased() + typeName.dropFirst())
            } else {
                names[index] = allocator.allocate(NameAllocator.accessorBase(for: binding.key, type: binding.type))
            }
        }
        accessorNames = names
        // `ServicesBundle` for `Services`, unless the sources declare that name, which the struct would hide.
        let declaredNames = Set(model.declaredTypes.keys.map { TypeIndex.bareName($0) })
        var typeNames = NameAllocator(reserved: declaredNames)
        overridesTypeName = typeNames.allocate("Overrides")
        bundleTypeNames = model.bundles.map { typeNames.allocate($0.protocolName.replacingOccurrences(of: ".", with: "") + "Bundle") }
        isOverridable = model.bindings.map { binding in
            switch binding.source {
            case .component, .provider: return binding.collection == nil
            case .alias, .bundle, .collection: return true
            case .input, .assistedFactory, .injection: return false
            }
        }
        for index in inputsFirst where Self.hasStorage(model.bindings[index]) {
            storageNames[index] = (allocator.allocate(names[index] + "Instance"), allocator.allocate(names[index] + "Lock"))
            let effects = graph.effects[index]
            if effects.isMainActor, effects.isAsync {
                creationTaskNames[index] = allocator.allocate(names[index] + "Creation")
            }
            guard graph.creationLoops[index] != nil else { continue }
            if effects.isMainActor, effects.isAsync {
                creationsInProgressName = creationsInProgressName ?? allocator.allocate("creationsInProgress")
                continue
            }
            creationFlagNames[index] = allocator.allocate(names[index] + "IsBeingCreated")
            if !effects.isMainActor, let cycle = graph.creationLoops[index]?.cycle {
                cycleCreationNames[index] = allocator.allocate("new" + names[index].prefix(1).uppercased() + names[index].dropFirst())
                if cycleLockNames[cycle] == nil { cycleLockNames[cycle] = allocator.allocate("cycle\(cycle)Lock") }
            }
        }
    }

    /// `fatalError("AppGraph: 'A' was asked for again during its own creation: …")`.
    private func creationLoopStop(_ index: Int) -> String {
        let message = "\(options.graphTypeName): \(graph.creationLoops[index]?.description ?? "")"
        return "fatalError(\"\(message.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\""))\")"
    }

    /// The graph has `shutdown()` when a component names its teardown.
    private let hasShutdown: Bool

    /// Whether the binding's accessor creates a new instance (when it has none kept).
    private static func creates(_ binding: Binding) -> Bool {
        switch binding.source {
        case .component, .provider, .assistedFactory: true
        case .alias, .input, .collection, .bundle, .injection: false
        }
    }

    /// Shared and weak components and providers keep their instance; inputs are stored lets; aliases forward.
    private static func hasStorage(_ binding: Binding) -> Bool {
        switch binding.source {
        case .component, .provider: binding.scope.keepsInstance
        case .alias, .input, .assistedFactory, .collection, .bundle, .injection: false
        }
    }

    // MARK: - File

    private mutating func write() {
        let counts = [
            Self.counted(model.components.count, "component"),
            Self.counted(model.providers.count, "provider"),
            Self.counted(model.inputs.count, "input"),
        ]
        line("// AppGraph.swift")
        line("\(WiringVersion.generatedFileMark)\(WiringVersion.current) from \(Self.counted(model.fileCount, "Swift file")): \(counts.joined(separator: ", ")).")
        line("// Do not edit: every build writes it again from the annotations in the sources.")
        line()
        writeImports()
        line("/// The object graph of this module, built by constructor injection: one read-only property per binding.")
        line("/// Unscoped properties create a new instance on each access; shared ones create theirs once, on first use.")
        guard takesSendableFactories else {
            line("\(api)final class \(options.graphTypeName) {")
            writeMembers()
            return
        }
        line("///")
        line("/// A component takes a `@Sendable` factory, which holds the graph, so the graph is `Sendable`: its kept")
        line("/// instances are guarded by locks (or the main actor), and everything else it stores is set once in `init`.")
        line("\(api)final class \(options.graphTypeName): @unchecked Sendable {")
        writeMembers()
    }

    /// Whether some component, provider, bundle or injected property takes a `@Sendable` factory.
    private var takesSendableFactories: Bool {
        model.bindings.contains { binding in
            binding.dependencies.contains { $0.isDeferred && $0.parameter.type.text.includes("@Sendable") }
        }
    }

    private mutating func writeMembers() {
        writeInputs()
        for index in graph.order where !isInput(index) {
            line()
            writeBinding(index)
        }
        if hasShutdown { writeShutdown() }
        writeCreationLoopSupport()
        line("}")
    }

    /// What the accessors of kept bindings on a creation loop use to stop, rather than wait for themselves forever,
    /// when a factory called during a creation asks for the instance being created.
    private mutating func writeCreationLoopSupport() {
        if let creations = creationsInProgressName {
            line()
            line("    /// The kept instances that the current task, and the tasks it starts, are creating asynchronously, by graph")
            line("    /// and accessor: asking for one of them again there would wait for itself.")
            line("    @TaskLocal private static var \(creations): Set<String> = []")
        }
        for cycle in cycleLockNames.keys.sorted() {
            line()
            line("    /// Cycle \(cycle) passes through a factory: one thread at a time creates its kept instances, and one that it")
            line("    /// asks for again during its own creation stops the program instead of waiting for itself.")
            line("    private let \(cycleLockNames[cycle]!) = NSRecursiveLock()")
        }
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    private mutating func writeImports() {
        var modules = model.imports
        if !storageNames.isEmpty, !modules.contains(where: { $0.module == "Foundation" && !$0.isConditional }) {
            modules.removeAll { $0.module == "Foundation" }
            modules.append(ImportDeclaration(module: "Foundation", isConditional: false))
            modules.sort { $0.module < $1.module }
        }
        guard !modules.isEmpty else { return }
        for module in modules {
            if module.isConditional {
                line("#if canImport(\(module.module))")
                line("import \(module.module)")
                line("#endif")
            } else {
                line("import \(module.module)")
            }
        }
        line()
    }

    private func isInput(_ index: Int) -> Bool {
        if case .input = model.bindings[index].source { return true }
        return false
    }

    /// The compilation condition of everything that serves overrides: debug builds, where tests and previews run
    /// (SwiftPM and Xcode define `DEBUG` there), and builds that ask for them. A release build has none of it: the
    /// `Overrides` struct made its optimized compilation 1.44× that of the same graph written by hand, and overrides
    /// are of no use to a shipped app.
    private static let overridesCondition = "DEBUG || WIRING_OVERRIDES"

    /// The replacements a test (or a preview) can pass to `init`.
    private mutating func writeOverrides() {
        line("    /// Replacements for bindings, for tests and previews. A closure set here is used instead of the binding's")
        line("    /// own creation (once per graph for a shared binding, on each access otherwise), and everything that")
        line("    /// depends on the binding gets the replacement. Unset, it costs one check where the binding is created.")
        line("    /// Debug builds only (and those that define `WIRING_OVERRIDES`): a release build creates every binding itself.")
        line("    \(api)struct \(overridesTypeName) {")
        for index in graph.order where isOverridable[index] {
            let isolation = graph.effects[index].isMainActor ? "@MainActor " : ""
            line("        \(api(for: index))var \(NameAllocator.declared(accessorNames[index])): (\(isolation)() -> \(model.bindings[index].type))?")
        }
        line()
        line("        \(api)init() {}")
        line("    }")
        line()
        line("    private let overrides: \(overridesTypeName)")
        line()
    }

    /// The inputs' properties, then the overrides and the inits: one that takes overrides where they are compiled
    /// in, one without elsewhere.
    private mutating func writeInputs() {
        let inputs = model.bindings.indices.filter(isInput)
        for index in inputs {
            let binding = model.bindings[index]
            let (what, from) = summary(of: binding)
            line("    /// \(what)")
            line("    /// \(from)")
            line("    \(api(for: index))let \(NameAllocator.declared(accessorNames[index])): \(binding.type)")
        }
        if !inputs.isEmpty { line() }
        line("    #if \(Self.overridesCondition)")
        writeOverrides()
        writeInit(inputs: inputs, takingOverrides: true)
        line("    #else")
        writeInit(inputs: inputs, takingOverrides: false)
        line("    #endif")
    }

    private mutating func writeInit(inputs: [Int], takingOverrides: Bool) {
        let overridesParameter = takingOverrides ? "overrides: \(overridesTypeName) = \(overridesTypeName)()" : ""
        guard let inputsType = model.inputsTypeName else {
            line("    /// Creates the graph; every binding is created on demand.")
            guard takingOverrides else { return line("    \(api)init() {}") }
            line("    \(api)init(\(overridesParameter)) {")
            line("        self.overrides = overrides")
            line("    }")
            return
        }
        line("    /// Creates the graph with the values it cannot make itself.")
        let parameters = "inputs: \(inputsType)" + (takingOverrides ? ", " + overridesParameter : "")
        line("    \(options.modifier(upTo: model.inputsTypeAccess))init(\(parameters)) {")
        if takingOverrides { line("        self.overrides = overrides") }
        for index in inputs {
            guard case .input(let input) = model.bindings[index].source else { continue }
            line("        self.\(NameAllocator.declared(accessorNames[index])) = inputs.\(model.inputs[input].name)")
        }
        line("    }")
    }

    // MARK: - Bindings

    private mutating func writeBinding(_ index: Int) {
        let binding = model.bindings[index]
        let name = NameAllocator.declared(accessorNames[index])
        let effects = graph.effects[index]
        let (what, from) = summary(of: binding)
        line("    /// \(what)")
        line("    /// \(from)")
        if case .injection(let injection) = binding.source {
            let typeName = model.injections[injection].typeName
            line("    \(Self.isolation(effects))\(api(for: index))func inject(into target: \(typeName))\(Self.functionEffects(effects)) {")
            writePropertyAssignments(index, on: "target", indent: 8)
            line("    }")
            return
        }
        if case .assistedFactory(let component) = binding.source {
            let parameters = model.components[component].assistedInitParameters.map { parameter in
                let label = parameter.label == parameter.name ? "" : (parameter.label.map(Self.argumentLabel) ?? "_") + " "
                return "\(label)\(parameter.name): \(parameter.type.text)"
            }
            line("    \(api(for: index))func \(name)(\(parameters.joined(separator: ", "))) -> \(model.components[component].typeName) {")
            writeUnkeptCreation(index, indent: 8)
            line("    }")
            return
        }
        // A contribution is reachable only through its collection.
        let access = binding.collection == nil ? api(for: index) : "private "
        line("    \(Self.isolation(effects))\(access)var \(name): \(binding.type) {")
        // An effectful property spells out its getter: `get async throws { … }`.
        let hasEffectfulGetter = effects.isAsync || effects.isThrowing
        if hasEffectfulGetter { line("        get\(Self.functionEffects(effects)) {") }
        let indent = hasEffectfulGetter ? 12 : 8
        if storageNames[index] == nil {
            writeUnkeptCreation(index, indent: indent)
        } else if effects.isMainActor {
            writeMainActorKeptCreation(index, indent: indent)
        } else {
            writeLockedKeptCreation(index, indent: indent)
        }
        if hasEffectfulGetter { line("        }") }
        line("    }")
        if case .bundle(let bundle) = binding.source { writeBundleType(bundle) }
        writeCycleCreation(index)
        writeStorage(index)
    }

    /// The stored instance (and, off the main actor, its lock; for asynchronous creation, the creation in flight).
    private mutating func writeStorage(_ index: Int) {
        guard let storage = storageNames[index] else { return }
        let binding = model.bindings[index]
        let effects = graph.effects[index]
        let ownership = binding.scope == .weak ? "weak " : ""
        if effects.isMainActor {
            line("    @MainActor private \(ownership)var \(storage.instance): \(Self.optional(binding.type))")
            if let creation = creationTaskNames[index] {
                line("    @MainActor private var \(creation): Task<\(binding.type), \(effects.isThrowing ? "any Error" : "Never")>?")
            }
            if let flag = creationFlagNames[index] { line("    @MainActor private var \(flag) = false") }
        } else {
            line("    private let \(storage.lock) = NSLock()")
            if let flag = creationFlagNames[index] { line("    private var \(flag) = false") }
            line("    private \(ownership)var \(storage.instance): \(Self.optional(binding.type))")
        }
    }

    /// A kept instance off the main actor: created once under its lock.
    private mutating func writeLockedKeptCreation(_ index: Int, indent: Int) {
        guard let storage = storageNames[index] else { return }
        let pad = String(repeating: " ", count: indent)
        guard let creation = cycleCreationNames[index] else {
            line("\(pad)\(storage.lock).lock()")
            line("\(pad)defer { \(storage.lock).unlock() }")
            line("\(pad)if let instance = \(storage.instance) { return instance }")
            if hasShutdown { line("\(pad)assertNotShutDown()") }
            return writeSynchronousKeptCreation(index, indent: indent, storingUnderLock: false)
        }
        // The instance's lock is not held while it is created, so that a creation that asks for itself reaches
        // the check of its flag instead of waiting for its own lock.
        line("\(pad)\(storage.lock).lock()")
        line("\(pad)if let instance = \(storage.instance) {")
        line("\(pad)    \(storage.lock).unlock()")
        line("\(pad)    return instance")
        line("\(pad)}")
        line("\(pad)\(storage.lock).unlock()")
        line("\(pad)return \(Self.effectMarker(graph.effects[index]))\(creation)()")
    }

    /// The creation of a kept instance on a creation loop, apart from its accessor so that the accessor's read of an
    /// instance that exists stays as small as any other shared read: under the cycle's lock, once, unless another
    /// thread created it meanwhile, and stopping the program if this creation asks for itself.
    private mutating func writeCycleCreation(_ index: Int) {
        guard let creation = cycleCreationNames[index], let storage = storageNames[index],
              let flag = creationFlagNames[index], let cycle = graph.creationLoops[index]?.cycle,
              let cycleLock = cycleLockNames[cycle] else { return }
        let binding = model.bindings[index]
        line()
        line("    /// Creates `\(binding.type)` for `\(accessorNames[index])`, on cycle \(cycle).")
        line("    private func \(creation)()\(Self.functionEffects(graph.effects[index])) -> \(binding.type) {")
        line("        \(cycleLock).lock()")
        line("        defer { \(cycleLock).unlock() }")
        line("        \(storage.lock).lock()")
        line("        let created = \(storage.instance)")
        line("        \(storage.lock).unlock()")
        line("        if let created { return created }")
        line("        if \(flag) { \(creationLoopStop(index)) }")
        line("        \(flag) = true")
        line("        defer { \(flag) = false }")
        if hasShutdown { line("        assertNotShutDown()") }
        writeSynchronousKeptCreation(index, indent: 8, storingUnderLock: true)
        line("    }")
    }

    /// Creates the instance (or takes its override, when one is set), keeps it and returns it.
    private mutating func writeSynchronousKeptCreation(_ index: Int, indent: Int, storingUnderLock: Bool) {
        let pad = String(repeating: " ", count: indent)
        if isOverridable[index] { writeKeptOverride(index, indent: indent, storingUnderLock: storingUnderLock) }
        let lead = "let instance = " + Self.effectMarker(initializerEffects(index))
        line("\(pad)\(lead)\(creationExpression(index, indent: indent, lead: lead.count))")
        writePropertyAssignments(index, on: "instance", indent: indent)
        writeKeeping(index, indent: indent, underLock: storingUnderLock)
        line("\(pad)return instance")
    }

    /// Keeps and returns the override of a kept instance, when one is set.
    private mutating func writeKeptOverride(_ index: Int, indent: Int, storingUnderLock: Bool) {
        let pad = String(repeating: " ", count: indent)
        line("\(pad)#if \(Self.overridesCondition)")
        line("\(pad)if let override = overrides.\(accessorNames[index]) {")
        line("\(pad)    let instance = override()")
        writeKeeping(index, indent: indent + 4, underLock: storingUnderLock)
        line("\(pad)    return instance")
        line("\(pad)}")
        line("\(pad)#endif")
    }

    /// `xInstance = instance`, taking the instance's lock when the accessor does not hold it already.
    private mutating func writeKeeping(_ index: Int, indent: Int, underLock: Bool) {
        guard let storage = storageNames[index] else { return }
        let pad = String(repeating: " ", count: indent)
        if underLock { line("\(pad)\(storage.lock).lock()") }
        line("\(pad)\(storage.instance) = instance")
        if underLock { line("\(pad)\(storage.lock).unlock()") }
    }

    /// A kept instance on the main actor, which serializes access: no lock. An asynchronous creation is kept in
    /// flight as a task, so callers that arrive while it suspends wait for the same instance.
    private mutating func writeMainActorKeptCreation(_ index: Int, indent: Int) {
        guard let storage = storageNames[index] else { return }
        let pad = String(repeating: " ", count: indent)
        let marker = Self.effectMarker(graph.effects[index])
        line("\(pad)if let instance = \(storage.instance) { return instance }")
        let inProgress = graph.creationLoops[index].flatMap { _ in creationsInProgressName.map { ($0, "\"\\(ObjectIdentifier(self)).\(accessorNames[index])\"") } }
        if let creation = creationTaskNames[index] {
            if let (creations, key) = inProgress {
                line("\(pad)if let creation = \(creation) {")
                line("\(pad)    if Self.\(creations).contains(\(key)) { \(creationLoopStop(index)) }")
                line("\(pad)    return \(marker)creation.value")
                line("\(pad)}")
            } else {
                line("\(pad)if let creation = \(creation) { return \(marker)creation.value }")
            }
        }
        if hasShutdown { line("\(pad)assertNotShutDown()") }
        guard let creation = creationTaskNames[index] else {
            if let flag = creationFlagNames[index] {
                line("\(pad)if \(flag) { \(creationLoopStop(index)) }")
                line("\(pad)\(flag) = true")
                line("\(pad)defer { \(flag) = false }")
            }
            writeSynchronousKeptCreation(index, indent: indent, storingUnderLock: false)
            return
        }
        if isOverridable[index] { writeKeptOverride(index, indent: indent, storingUnderLock: false) }
        // The creation reaches the graph through every dependency, init parameter or injected property, but an
        // empty collection of factories (`[]`, `[:]`), and through a creation in progress it records: capturing
        // `self` without using it is a warning.
        let usesGraph = inProgress != nil
            || zip(model.bindings[index].dependencies, graph.targets[index]).contains { dependency, target in
                dependency.form != .collectionOfFactories || !graph.targets[target].isEmpty
            }
        line("\(pad)let creation = Task { @MainActor \(usesGraph ? "[unowned self] " : "")in")
        var bodyIndent = indent + 4
        if let (creations, key) = inProgress {
            // The creation's own task, and the tasks it starts, know it is in progress.
            line("\(pad)    \(marker)Self.$\(creations).withValue(Self.\(creations).union([\(key)])) {")
            bodyIndent += 4
        }
        let bodyPad = String(repeating: " ", count: bodyIndent)
        if setsProperties(index) {
            writeCreationSettingProperties(index, indent: bodyIndent, throughSelf: true)
        } else {
            line("\(bodyPad)\(marker)\(creationExpression(index, indent: bodyIndent, lead: marker.count, throughSelf: true))")
        }
        if inProgress != nil { line("\(pad)    }") }
        line("\(pad)}")
        line("\(pad)\(creation) = creation")
        line("\(pad)defer { \(creation) = nil }")
        line("\(pad)let instance = \(marker)creation.value")
        line("\(pad)\(storage.instance) = instance")
        line("\(pad)return instance")
    }

    /// The body of an accessor that keeps nothing: the creation expression, after the shutdown check when it
    /// creates an instance and the override when a test can replace it.
    private mutating func writeUnkeptCreation(_ index: Int, indent: Int) {
        let pad = String(repeating: " ", count: indent)
        let marker = Self.effectMarker(graph.effects[index])
        let checksShutdown = hasShutdown && Self.creates(model.bindings[index])
        guard checksShutdown || isOverridable[index] || setsProperties(index) else {
            line("\(pad)\(marker)\(creationExpression(index, indent: indent, lead: marker.count))")
            return
        }
        if checksShutdown { line("\(pad)assertNotShutDown()") }
        if isOverridable[index] {
            line("\(pad)#if \(Self.overridesCondition)")
            line("\(pad)if let override = overrides.\(accessorNames[index]) { return override() }")
            line("\(pad)#endif")
        }
        if setsProperties(index) { return writeCreationSettingProperties(index, indent: indent, throughSelf: false) }
        let lead = "return " + marker
        line("\(pad)\(lead)\(creationExpression(index, indent: indent, lead: lead.count))")
    }

    /// Whether creating the binding's value sets `// @Inject` properties after the init.
    private func setsProperties(_ index: Int) -> Bool {
        model.bindings[index].dependencies.contains(where: \.isInjectedProperty)
    }

    /// Creates the value, sets its `// @Inject` properties and returns it.
    private mutating func writeCreationSettingProperties(_ index: Int, indent: Int, throughSelf: Bool) {
        let pad = String(repeating: " ", count: indent)
        let lead = "let instance = " + Self.effectMarker(initializerEffects(index))
        line("\(pad)\(lead)\(creationExpression(index, indent: indent, lead: lead.count, throughSelf: throughSelf))")
        writePropertyAssignments(index, on: "instance", indent: indent)
        line("\(pad)return instance")
    }

    /// The effects of the call that creates the value: those of the binding's creation but for its `// @Inject`
    /// properties', which are marked where they are set (a `try` with nothing to try is a warning).
    private func initializerEffects(_ index: Int) -> CreationEffects {
        guard setsProperties(index) else { return graph.effects[index] }
        let binding = model.bindings[index]
        return zip(binding.dependencies, graph.targets[index]).reduce(binding.ownEffects) { effects, edge in
            edge.0.isInjectedProperty || edge.0.isDeferred ? effects : effects.union(graph.effects[edge.1])
        }
    }

    /// `instance.engine = self.engine` for each `// @Inject` property of the binding: all of an `inject(into:)`
    /// binding's dependencies, the injected ones of a component's. Through `self.`, which no local name can hide.
    private mutating func writePropertyAssignments(_ index: Int, on target: String, indent: Int) {
        let pad = String(repeating: " ", count: indent)
        let binding = model.bindings[index]
        let setsAll = if case .injection = binding.source { true } else { false }
        for (dependency, dependencyTarget) in zip(binding.dependencies, graph.targets[index])
        where setsAll || dependency.isInjectedProperty {
            let value = argumentValue(for: dependency, target: dependencyTarget, throughSelf: true)
            let marker = dependency.isDeferred ? "" : Self.effectMarker(graph.effects[dependencyTarget])
            line("\(pad)\(target).\(NameAllocator.declared(dependency.parameter.name)) = \(marker)\(value)")
        }
    }

    /// `@MainActor ` for a main-actor accessor. An asynchronous one off the main actor runs where its caller
    /// runs (`nonisolated(nonsending)`), so that a main-actor caller can await it with the graph, which is not
    /// Sendable.
    private static func isolation(_ effects: CreationEffects) -> String {
        if effects.isMainActor { return "@MainActor " }
        return effects.isAsync ? "nonisolated(nonsending) " : ""
    }

    /// ` async throws` after a function's parameters or a `get`.
    private static func functionEffects(_ effects: CreationEffects) -> String {
        (effects.isAsync ? " async" : "") + (effects.isThrowing ? " throws" : "")
    }

    /// `try await ` before an expression that creates something with those effects.
    private static func effectMarker(_ effects: CreationEffects) -> String {
        (effects.isThrowing ? "try " : "") + (effects.isAsync ? "await " : "")
    }

    /// `shutdown()`: releases every kept instance, dependents first, calling each `teardown:` method once.
    private mutating func writeShutdown() {
        let kept = graph.order.reversed().filter { storageNames[$0] != nil }
        let teardowns = kept.compactMap { index -> (index: Int, typeName: String, method: String)? in
            guard case .component(let component) = model.bindings[index].source,
                  let method = model.components[component].teardown else { return nil }
            return (index, model.components[component].typeName, method)
        }
        let tornDown = teardowns.map { "`\($0.typeName).\($0.method)()`" }
        line()
        line("    /// Tears the graph down, dependents before what they depend on: calls \(NearMatches.list(tornDown)) on the")
        line("    /// instances it created, each exactly once, and releases every instance it kept. Using the graph afterwards")
        line("    /// (or shutting it down twice) is a programmer error, and traps.")
        let onMainActor = kept.contains { graph.effects[$0].isMainActor }
        line("    \(onMainActor ? "@MainActor " : "")\(api)func shutdown() {")
        line("        lifecycleLock.lock()")
        line("        precondition(!isShutDown, \"\(options.graphTypeName).shutdown() called twice\")")
        line("        isShutDown = true")
        line("        lifecycleLock.unlock()")
        // Every instance to tear down is taken before any is released: releasing a shared instance may release the
        // last holder of a weak one that still has to be torn down.
        let tornDownIndices = Set(teardowns.map(\.index))
        for teardown in teardowns { writeRelease(teardown.index, keeping: true) }
        for index in kept where !tornDownIndices.contains(index) { writeRelease(index, keeping: false) }
        for teardown in teardowns { line("        \(accessorNames[teardown.index])ToTearDown?.\(teardown.method)()") }
        line("    }")
        line("    private let lifecycleLock = NSLock()")
        line("    private var isShutDown = false")
        line()
        line("    private func assertNotShutDown() {")
        line("        lifecycleLock.lock()")
        line("        defer { lifecycleLock.unlock() }")
        line("        precondition(!isShutDown, \"\(options.graphTypeName) used after shutdown()\")")
        line("    }")
    }

    /// Clears a kept instance in `shutdown()`, first keeping it in a local when it is to be torn down.
    private mutating func writeRelease(_ index: Int, keeping: Bool) {
        guard let storage = storageNames[index] else { return }
        // Main-actor instances need no lock: shutdown() runs on the main actor then.
        let isLocked = !graph.effects[index].isMainActor
        if isLocked { line("        \(storage.lock).lock()") }
        if keeping { line("        let \(accessorNames[index])ToTearDown = \(storage.instance)") }
        line("        \(storage.instance) = nil")
        if isLocked { line("        \(storage.lock).unlock()") }
    }

    /// The value a bundle accessor returns: one `let` per property of the protocol.
    private mutating func writeBundleType(_ index: Int) {
        let bundle = model.bundles[index]
        line("    private struct \(bundleTypeNames[index]): \(bundle.protocolName) {")
        for property in bundle.properties {
            line("        let \(NameAllocator.declared(property.name)): \(property.type.text)")
        }
        line("    }")
    }

    /// The two comment lines above an accessor: what the binding is (and its `@Named` name), and where it comes
    /// from.
    private func summary(of binding: Binding) -> (what: String, from: String) {
        var (what, from) = unnamedSummary(of: binding)
        if let collection = binding.collection {
            what += " Part of `\(collection.written)` only."
        }
        if let name = binding.key.name { what += " Named `\(name)`." }
        return (what, from)
    }

    private func unnamedSummary(of binding: Binding) -> (what: String, from: String) {
        let scope = switch binding.scope {
        case .shared: "shared: one instance per graph, created on first use"
        case .weak: "weak: shared while something holds it, created again after"
        case .unscoped: "unscoped: a new instance on each access"
        }
        let from = place(binding.location)
        switch binding.source {
        case .component(let index):
            return ("Component `\(binding.type)`, \(scope).", "Declared at \(from), \(builtWith(model.components[index].initializer, binding)).")
        case .alias(let index):
            let component = model.components[index]
            return ("`\(binding.type)`: the \(component.scope.rawValue) component `\(component.typeName)`.",
                    "Bound by 'as: \(binding.key.written)' at \(from).")
        case .assistedFactory(let index):
            let component = model.components[index]
            return ("Component `\(component.typeName)`, assisted: a new instance on each call, with the values passed in (\(component.assistedParameters.joined(separator: ", "))).",
                    "Declared at \(from), \(builtWith(component.initializer, binding)). Components ask for it as `\(binding.type)`.")
        case .provider(let index):
            let provider = model.providers[index]
            let function = (provider.enclosingTypeName.map { $0 + "." } ?? "") + provider.functionName + "()"
            let calls = binding.scope == .shared
                ? "shared: called once per graph, on first use"
                : "unscoped: called on each access"
            return ("`\(binding.type)` from `\(function)`, \(calls).", "Provided at \(from).")
        case .input:
            return ("`\(binding.type)`, passed to `init(inputs:)`.", "Declared at \(from).")
        case .injection(let index):
            let places = model.injections[index].properties.map { "\(place($0.location))" }
            return ("Sets the '@Inject' properties of a `\(binding.type)` made elsewhere (a storyboard, a framework).",
                    "Properties declared at \(places.joined(separator: ", ")).")
        case .bundle(let index):
            return ("`\(binding.type)`: a new bundle on each access, its properties from the graph.",
                    "Bundle declared at \(place(model.bundles[index].location)).")
        case .collection(let keys):
            let count = binding.dependencies.count
            guard count > 0 else {
                return ("`\(binding.type)`: empty, as nothing contributes to it.", "Allowed empty by '@AllowEmpty' at \(from).")
            }
            let order = keys == nil ? "by descending priority, then name" : "by key"
            let places = binding.dependencies.map { place($0.parameter.location) }
            return ("`\(binding.type)`: \(Self.counted(count, "contribution")), \(order); a new collection on each access.",
                    "Contributed at \(places.joined(separator: ", ")).")
        }
    }

    private func builtWith(_ initializer: InitializerSignature, _ binding: Binding) -> String {
        let built = switch initializer.origin {
        case .declared: "built with the init at \(place(initializer.location))"
        case .memberwise: "built with its memberwise init"
        case .implicit: "built with init()"
        }
        return binding.dependencies.contains(where: \.isInjectedProperty) ? built + ", then its '@Inject' properties set" : built
    }

    private func place(_ location: SourceLocation) -> String {
        "\(options.displayPath(location.file)):\(location.line)"
    }

    /// The call that creates the binding's value, passing the graph's accessors as arguments. A call that would not
    /// fit on its line (indented by `indent`, after `lead` more characters) gets one argument per line.
    private func creationExpression(_ index: Int, indent: Int, lead: Int = 0, throughSelf: Bool = false) -> String {
        let binding = model.bindings[index]
        let isAssisted = if case .assistedFactory = binding.source { true } else { false }
        var graphArguments = zip(binding.dependencies, graph.targets[index]).filter { !$0.0.isInjectedProperty }.map { dependency, target in
            let value = argumentValue(for: dependency, target: target, throughSelf: isAssisted || throughSelf)
            guard let label = dependency.parameter.label else { return value }
            return "\(Self.argumentLabel(label)): \(value)"
        }.makeIterator()
        var arguments: [String] = []
        if case .assistedFactory(let component) = binding.source {
            // In init order: the caller's values by name, the graph's through `self.`, which the names cannot hide.
            let assisted = model.components[component].assistedParameters
            for parameter in model.components[component].initializer.parameters {
                if assisted.contains(parameter.name) {
                    arguments.append(parameter.label.map { "\(Self.argumentLabel($0)): \(parameter.name)" } ?? parameter.name)
                } else if parameter.defaultValue == nil, let argument = graphArguments.next() {
                    arguments.append(argument)
                }
            }
        } else {
            arguments.append(contentsOf: IteratorSequence(graphArguments))
        }
        let callee: String
        switch binding.source {
        case .component(let component), .assistedFactory(let component):
            callee = model.components[component].typeName
        case .provider(let provider):
            let function = model.providers[provider]
            callee = function.enclosingTypeName.map { "\($0).\(function.functionName)" } ?? function.functionName
        case .bundle(let bundle):
            callee = bundleTypeNames[bundle]
        case .injection:
            preconditionFailure("inject(into:) is written by writeBinding, not called")
        case .alias:
            return NameAllocator.declared(accessorNames[graph.targets[index][0]])
        case .input:
            return NameAllocator.declared(accessorNames[index])
        case .collection(let keys):
            let elements = graph.targets[index].map { NameAllocator.declared(accessorNames[$0]) }
            return collectionLiteral(elements, keys: keys, indent: indent, lead: lead)
        }
        let oneLine = "\(callee)(\(arguments.joined(separator: ", ")))"
        guard indent + lead + oneLine.count > Self.lineWidth, !arguments.isEmpty else { return oneLine }
        let argumentIndent = String(repeating: " ", count: indent + 4)
        let closingIndent = String(repeating: " ", count: indent)
        return "\(callee)(\n" + arguments.map { argumentIndent + $0 }.joined(separator: ",\n") + "\n\(closingIndent))"
    }

    private static let lineWidth = 120

    /// `[a, b]`, or `["k": a]` for a keyed collection; one element per line when it would not fit.
    private func collectionLiteral(_ elements: [String], keys: [String]?, indent: Int, lead: Int) -> String {
        let entries = keys.map { keys in zip(keys, elements).map { "\"\($0)\": \($1)" } } ?? elements
        if entries.isEmpty { return keys == nil ? "[]" : "[:]" }
        let oneLine = "[\(entries.joined(separator: ", "))]"
        guard indent + lead + oneLine.count > Self.lineWidth else { return oneLine }
        let entryIndent = String(repeating: " ", count: indent + 4)
        return "[\n" + entries.map { entryIndent + $0 }.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent) + "]"
    }

    /// What the graph passes for a dependency: its accessor (through `self.` where a parameter could hide it); for
    /// a factory, a closure that asks the graph on each call; for an assisted component's factory type, a closure
    /// that calls its `make` function.
    private func argumentValue(for dependency: Dependency, target: Int, throughSelf: Bool) -> String {
        let accessor = "self." + NameAllocator.declared(accessorNames[target])
        // The closures hold the graph unowned, so that a shared instance keeping one does not keep its graph
        // alive: calling one after its graph is gone is an error.
        switch dependency.form {
        case .value: break
        case .factory: return "{ [unowned self] in \(Self.effectMarker(graph.effects[target]))\(accessor) }"
        case .collectionOfFactories:
            guard case .collection(let keys) = model.bindings[target].source else { return accessor }
            let factories = graph.targets[target].map { "{ [unowned self] in self.\(NameAllocator.declared(accessorNames[$0])) }" }
            return collectionLiteral(factories, keys: keys, indent: 12, lead: 0)
        }
        guard case .assistedFactory(let component) = model.bindings[target].source else {
            return throughSelf ? accessor : NameAllocator.declared(accessorNames[target])
        }
        let arguments = model.components[component].assistedInitParameters.enumerated().map { position, parameter in
            (parameter.label.map { "\(Self.argumentLabel($0)): " } ?? "") + "$\(position)"
        }
        return "{ [unowned self] in \(accessor)(\(arguments.joined(separator: ", "))) }"
    }

    /// Argument labels may be keywords, except these three.
    private static func argumentLabel(_ label: String) -> String {
        ["inout", "var", "let"].contains(label) ? "`\(label)`" : label
    }

    /// `T?`, with parentheses where the type needs them: `(any Engine)?`, `(() -> Car)?`.
    private static func optional(_ type: String) -> String {
        guard let syntax = TypeSyntax(parsing: type) else { return "(\(type))?" }
        return TypeSyntax.optional(syntax, isImplicitlyUnwrapped: false).written
    }

    private mutating func line(_ text: String = "") {
        output += text
        output += "\n"
    }
}

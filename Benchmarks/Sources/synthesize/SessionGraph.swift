/// The synthetic app's child graph: a signed-in session, made from a few values the app has only then (its inputs),
/// keeping its own shared instances, which depend on each other, on the inputs and on app-wide shared components,
/// and one unscoped binding that lives in it because it needs the session's instances. An app creates one per
/// sign-in (or per request, per document): what it costs to create is what the runtime benchmark's child rows time.
struct SessionGraph {
    enum Dependency {
        /// The input of that number.
        case input(Int)
        /// The session's own binding of that number (always an earlier one, so creation has no cycle).
        case session(Int)
        /// The app-wide component of that index in `SyntheticGraph.components`: a shared one, reached through the
        /// parent graph.
        case app(Int)
    }

    struct Binding {
        let typeName: String
        let scope: SyntheticGraph.Scope
        /// What the binding's checksum starts from, distinct from every component's index.
        let seed: Int
        var dependencies: [Dependency] = []

        var accessor: String { lowerCamelCase(typeName) }
    }

    static let graphName = "SessionGraph"
    static let inputsName = "SessionInputs"
    /// The inputs' types, each a struct with a checksum; the inputs' properties are named after them.
    static let inputs = ["SessionUser", "SessionToken", "SessionDevice"]
    private static let sharedNames = [
        "SessionAuthenticator", "SessionInbox", "SessionCart", "SessionPreferences", "SessionActivityLog",
        "SessionSync", "SessionNotifier", "SessionAnalytics",
    ]

    /// The shared bindings, in creation order: each depends on the one before it, so resolving the last creates
    /// them all.
    let shared: [Binding]
    /// The unscoped binding, which needs the session's instances and so lives in the session graph.
    let unscoped: Binding

    /// The shared binding read again and again: the last one, at the end of the session's chain.
    var hot: Binding { shared[shared.count - 1] }

    /// Draws the session's dependencies on the app's shared components (`appShared`, their indices) from the app's
    /// seeded sequence, after the app's own graph.
    init(appShared: [Int], random: inout SeededRandom) {
        func appDependency() -> [Dependency] {
            appShared.isEmpty ? [] : [.app(appShared[random.below(appShared.count)])]
        }
        var shared: [Binding] = []
        for (number, name) in Self.sharedNames.enumerated() {
            var binding = Binding(typeName: name, scope: .shared, seed: 1_000_000 + number)
            binding.dependencies.append(.input(number % Self.inputs.count))
            if number > 0 { binding.dependencies.append(.session(number - 1)) }
            if number > 1, random.chance(0.5) { binding.dependencies.append(.session(random.below(number - 1))) }
            binding.dependencies += appDependency()
            shared.append(binding)
        }
        var unscoped = Binding(typeName: "SessionScreenModel", scope: .unscoped, seed: 1_000_000 + shared.count)
        unscoped.dependencies = [.input(0), .session(shared.count - 1), .session(0)] + appDependency()
        self.shared = shared
        self.unscoped = unscoped
    }

    var bindings: [Binding] { shared + [unscoped] }

    /// The property and init parameter for a dependency: the accessor of what it names, as Wiring names it.
    func parameter(_ dependency: Dependency, in app: SyntheticGraph) -> String {
        lowerCamelCase(typeName(dependency, in: app))
    }

    /// The session's accessors as a graph written by hand writes them: a lock-guarded property for each shared
    /// binding (the class declares `lock`), a computed one for the unscoped binding. `appValue` spells a value the
    /// app gives, from its accessor's name: through `parent.` in the hand-wired graph, as a property of its own in
    /// swift-dependencies' session.
    func handWrittenAccessors(in app: SyntheticGraph, appValue: (String) -> String) -> String {
        var text = ""
        for binding in bindings {
            let arguments = binding.dependencies.map { dependency -> String in
                let name = parameter(dependency, in: app)
                if case .app = dependency { return "\(name): \(appValue(name))" }
                return "\(name): \(name)"
            }
            let creation = "\(binding.typeName)(\(arguments.joined(separator: ", ")))"
            if binding.scope == .shared {
                text += """
                        var \(binding.accessor): \(binding.typeName) {
                            lock.lock()
                            defer { lock.unlock() }
                            if let instance = \(binding.accessor)Instance { return instance }
                            let instance = \(creation)
                            \(binding.accessor)Instance = instance
                            return instance
                        }
                        private var \(binding.accessor)Instance: \(binding.typeName)?


                    """
            } else {
                text += """
                        var \(binding.accessor): \(binding.typeName) {
                            \(creation)
                        }


                    """
            }
        }
        return text
    }

    func typeName(_ dependency: Dependency, in app: SyntheticGraph) -> String {
        switch dependency {
        case .input(let number): Self.inputs[number]
        case .session(let number): shared[number].typeName
        case .app(let index): app.components[index].typeName
        }
    }
}

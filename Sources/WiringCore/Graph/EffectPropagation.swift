/// The effects of creating each binding (`@MainActor`, `async`, `throws`): its own, and those it takes on from what
/// it creates on the way, which the effect rules compare with what the generated code can express.
extension MatchedGraph {
    /// Creating a binding creates its (non-deferred) dependencies first, so it takes on their effects: an
    /// accessor that needs a `@MainActor` value is `@MainActor`, one that needs an `async` one is `async`.
    mutating func propagateEffects(in order: [Int]) {
        var effects = model.bindings.map(\.ownEffects)
        for index in order {
            for case let target? in creationTargets[index] {
                effects[index] = effects[index].union(effects[target])
            }
        }
        self.effects = effects
    }

    /// `, because it needs 'Repo'`: the first dependency created with the binding (not a factory's product, which
    /// is created later) that brings the effect, when the binding's own init does not.
    func becauseOf(_ index: Int, _ brings: (CreationEffects) -> Bool) -> String {
        if brings(model.bindings[index].ownEffects) { return "" }
        guard let cause = creationTargets[index].lazy.compactMap({ $0 }).first(where: { brings(effects[$0]) }) else {
            return ""
        }
        return ", because it needs '\(model.bindings[cause].key)'"
    }

    /// The effects of calling a factory (of ``factories``): those of creating its product, or, for a collection of
    /// factories, those of creating any of the collection's members.
    func effectsOfCalling(_ factory: Factory) -> CreationEffects {
        guard case .collectionOfFactories = factory.dependency.form else { return effects[factory.product] }
        return targets[factory.product].compactMap(\.instance).reduce(CreationEffects()) { $0.union(effects[$1]) }
    }

    /// The effects a factory's type declares: `@MainActor () async -> T` declares two.
    func declaredEffects(of dependency: Dependency) -> CreationEffects {
        Dependency.factorySignature(of: dependency.parameter.type.syntax)?.effects ?? CreationEffects()
    }

    /// The effects a factory's closure takes on without its type declaring them: the global actor of a plain
    /// factory's (not `@Sendable`) consumer. The closure is formed there, so Swift isolates it to that actor, and,
    /// not being `Sendable`, it cannot leave it.
    func effectsOfClosureContext(of factory: Factory) -> CreationEffects {
        let type = factory.dependency.parameter.type.syntax
        let signature: Dependency.FactorySignature?
        switch factory.dependency.form {
        case .value: return CreationEffects()
        case .factory: signature = Dependency.factorySignature(of: type)
        case .collectionOfFactories: signature = Dependency.factoryCollection(of: type)?.factories
        }
        guard let signature, !signature.isSendable else { return CreationEffects() }
        return CreationEffects(isolation: effects[factory.consumer].isolation)
    }

    /// The effects of reading a binding's accessor: those of creating it; none for an assisted component's factory
    /// or a child graph's, whose value is a closure that creates nothing until it is called.
    func effectsOfReading(_ binding: Int) -> CreationEffects {
        switch model.bindings[binding].source {
        case .assistedFactory, .childGraph: CreationEffects()
        case .component, .alias, .provider, .input, .bundle, .injection, .collection, .optional, .entryPoints:
            effects[binding]
        }
    }
}

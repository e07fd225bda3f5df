/// The global actors `shutdown()` would run on: it releases every kept instance and calls the teardown methods
/// directly, so it is isolated to the actor of the instances kept on one, and of the teardown methods isolated to
/// one. More than one, and no isolation of `shutdown()` can reach them all without `await`.
extension BindingModel {
    /// The distinct global actors of the kept instances (given each binding's effects) and of their teardown
    /// methods, in the order of the bindings; empty when `shutdown()` needs none.
    func shutdownIsolations(effects: [CreationEffects]) -> [Isolation] {
        var isolations: [Isolation] = []
        for index in bindings.indices where bindings[index].isKept {
            var needed = [effects[index].isolation]
            if case .component(let component) = bindings[index].source {
                needed.append(components[component].teardownIsolation)
            }
            for isolation in needed where isolation != .nonisolated && !isolations.contains(isolation) {
                isolations.append(isolation)
            }
        }
        return isolations
    }
}

/// What a component with `assisted:` parameters adds: instead of a property, a `make` function that takes the
/// caller's values, whose init call mixes them with the graph's; and, for a component that asks for the factory type,
/// a closure that calls the function.
extension AppGraphRenderer {
    /// `func makeRaceCar(driver: String) -> RaceCar { … }`.
    func writeMakeFunction(_ index: Int, component: Int) {
        let parameters = model.components[component].assistedInitParameters.map { parameter in
            guard parameter.label != parameter.name else {
                return "\(Self.argumentLabel(parameter.name)): \(parameter.type.text)"
            }
            let label = parameter.label.map(Self.argumentLabel) ?? "_"
            return "\(label) \(NameAllocator.declared(parameter.name)): \(parameter.type.text)"
        }
        let signature = "func \(plan.accessors[index].declared)(\(parameters.joined(separator: ", ")))"
        writer.block("\(accessorAccess(for: index))\(signature) -> \(model.components[component].typeName) {") {
            writeUnkeptCreation(index)
        }
    }

    /// The init's arguments in its order: the caller's values by name (`` `default` `` for a keyword), the graph's (through `self.`, which the names
    /// cannot hide) in the order they come.
    func assistedArguments(_ component: Int, graphArguments: [String]) -> [String] {
        let assisted = model.components[component].assistedParameters
        var graphArguments = graphArguments.makeIterator()
        var arguments: [String] = []
        for parameter in model.components[component].initializer.parameters {
            if assisted.contains(parameter.name) {
                let name = NameAllocator.declared(parameter.name)
                arguments.append(parameter.label.map { "\(Self.argumentLabel($0)): \(name)" } ?? name)
            } else if parameter.defaultValue == nil, let argument = graphArguments.next() {
                arguments.append(argument)
            }
        }
        return arguments
    }

    /// `{ [unowned self] in self.makeRaceCar(driver: $0) }`: the factory type's value, which calls `accessor`.
    func makeClosure(_ component: Int, accessor: String) -> String {
        let arguments = model.components[component].assistedInitParameters.enumerated().map { position, parameter in
            (parameter.label.map { "\(Self.argumentLabel($0)): " } ?? "") + "$\(position)"
        }
        return "{ [unowned self] in \(accessor)(\(arguments.joined(separator: ", "))) }"
    }
}

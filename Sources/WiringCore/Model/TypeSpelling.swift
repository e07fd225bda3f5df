/// How the generated file spells the types it names. It is written at file scope, so `Lift` written inside `Garage`
/// is `Garage.Lift` there; a protocol of the sources is an existential, `any Engine`; an assisted component is bound
/// as its factory type. The checks spell a rejected declaration's types as its bindings would have, so that the graph
/// stage does not report them missing too: both use these.
extension TypeIndex {
    /// A type written in `scope`, as the generated file (at file scope) must spell it: `Lift` written inside
    /// `Garage` is `Garage.Lift`, and so is every name inside a composite type (`[Lift]`, `(Speed) -> Car`). Names
    /// that no declaration in the sources matches (`Int`, keywords, labels) stay as written.
    func qualified(_ typeText: String, in scope: [String], inFile file: String) -> String {
        guard !scope.isEmpty || !moduleNames.isEmpty else { return typeText }
        let context = scope.joined(separator: ".")
        return Self.replacingTypePaths(in: typeText) { resolve($0, from: context, inFile: file) }
    }

    /// The type of the collection a contribution goes into, `[Plugin]` or `[String: Theme]`, its element spelled as
    /// `qualified` spells it, then by `spellElement` (the generated file's `any Plugin`).
    func collectionType(
        _ collection: Annotation.Collection, in scope: [String], inFile file: String,
        spellElement: (String) -> String = { $0 }
    ) -> String {
        let element = spellElement(qualified(collection.element.text, in: scope, inFile: file))
        return collection.isKeyed ? "[String: \(element)]" : "[\(element)]"
    }
}

extension BindingModel {
    /// Protocols declared in the sources are spelled `any P`, as Swift 6 prefers for existentials.
    func spelledType(_ text: String) -> String {
        if TypeKey(text).text == text, declaredProtocols.contains(text) {
            return "any " + text
        }
        return text
    }
}

/// The factory that a component with assisted values is bound as: `(Int, String) -> RaceCar`.
struct AssistedFactory {
    /// The component's init, the types of its assisted parameters spelled in full: the generated `make` function and
    /// the factory type are written at file scope. Both keep an assisted closure's `@escaping`: the init keeps the
    /// closure, so the function that passes it on must take it escaping, and a factory type without it is another
    /// type, whose closures cannot.
    var initializer: InitializerSignature
    /// The assisted parameters' types in init order, then the component's type.
    var type: String

    init(of component: TypeDeclaration, initializer: InitializerSignature, assisted: [String], index: TypeIndex) {
        let scope = component.header.enclosingTypes + [component.name]
        var initializer = initializer
        for position in initializer.parameters.indices where assisted.contains(initializer.parameters[position].name) {
            let text = initializer.parameters[position].type.text
            initializer.parameters[position].type.text = index.qualified(
                text, in: scope,
                inFile: component.nameLocation.file)
        }
        self.initializer = initializer
        let parameterTypes = initializer.parameters.filter { assisted.contains($0.name) }.map(\.type.text)
        type = "(" + parameterTypes.joined(separator: ", ") + ") -> " + component.qualifiedName
    }
}

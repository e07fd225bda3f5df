/// What a binding is, told once for everyone who describes one to a person: the graph stage's messages, the comment
/// above each generated accessor and the pictures of the graph each present a binding their own way, but all from
/// this description, so that they cannot come to disagree on what a binding is, what makes it or what it is called.
///
/// It holds only what the three share. What one of them says beyond it (an init's place, a collection's keys, an
/// assisted component's parameters) it takes from the binding's source itself.
package struct BindingDescription {
    /// How a binding is made. Pictures list the kinds in this order in their legend, and name them as the cases are.
    package enum Kind: CaseIterable {
        /// A `@Component` type, built by its init.
        case component
        /// What a `@Provides` function returns.
        case provider
        /// A property of the `@Inputs` struct, passed to the graph's init.
        case input
        /// A type a component is bound to with `as:`: the component's own instance.
        case boundType
        /// A component with `assisted:` parameters, offered as a `make` function that takes them.
        case assistedFactory
        /// The contributions `into:` a collection.
        case collection
        /// A value of a `@Bundle` protocol, its properties from the graph.
        case bundle
        /// `inject(into:)`, which sets the `@Inject` properties of an instance made elsewhere.
        case injection
        /// A child graph's factory, `(MemberInputs) -> MemberGraph`, which creates a child of the graph calling it.
        case childGraph
        /// The value of `@Optional` parameters, `T?`: the binding of `T` where the graph has one, nil elsewhere.
        case optionalValue
        /// The entry points of a graph, an `@EntryPoints` protocol the graph class implements with the bindings it
        /// names.
        case entryPoints
    }

    package var kind: Kind
    /// The binding's type as written (`key.written`) and its `@Named` name; as messages show it, `key` itself.
    var key: TypeKey
    /// The type as the generated code spells it: `any Engine` for a protocol declared in the sources.
    var type: TypeSyntax
    /// The declaration that makes the binding, by the name code calls it: the component's type (`Garage.Lift`, also
    /// for a type bound to it and for its assisted factory), the provider's function (`Frameworks.decoder()`), the
    /// input's property, the bundle's protocol, the class whose `@Inject` properties are set, the child graph whose
    /// factory it is, the entry points' protocol; nil for a collection,
    /// which no one declaration makes.
    package var declaration: String?
    /// The scope, for the kinds that have one: components, the types bound to them, providers. Nil for the others,
    /// which are passed in or made anew each time.
    package var scope: Scope?
    /// Where the binding is declared: the type's name, the `as:` entry, the function, the property.
    var location: SourceLocation

    package init(_ binding: Binding, in model: BindingModel) {
        key = binding.key
        type = binding.type
        location = binding.location
        switch binding.source {
        case .component(let index):
            kind = .component
            declaration = model.components[index].typeName
        case .alias(let index):
            kind = .boundType
            declaration = model.components[index].typeName
        case .assistedFactory(let index):
            kind = .assistedFactory
            declaration = model.components[index].typeName
        case .provider(let index):
            kind = .provider
            declaration = model.providers[index].qualifiedName + "()"
        case .input(let index):
            kind = .input
            declaration = model.inputs[index].name
        case .collection:
            kind = .collection
        case .bundle(let index):
            kind = .bundle
            declaration = model.bundles[index].protocolName
        case .injection(let index):
            kind = .injection
            declaration = model.injections[index].typeName
        case .childGraph(let graph):
            kind = .childGraph
            declaration = model.graphs[graph].name
        case .optional:
            kind = .optionalValue
        case .entryPoints(let index):
            kind = .entryPoints
            declaration = model.entryPoints[index].protocolName
        }
        scope = [.component, .provider, .boundType].contains(kind) ? binding.scope : nil
    }
}

extension Provider {
    /// The function as code names it: `Frameworks.decoder`, or `decoder` for a free function.
    var qualifiedName: String {
        (enclosingTypeName.map { $0 + "." } ?? "") + functionName
    }
}

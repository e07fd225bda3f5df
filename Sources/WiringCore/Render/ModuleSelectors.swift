/// A dependency module's name that a type hides: the target's `struct Networking` beside the module `Networking`, or
/// a module `Clock` that declares a `Clock`. Swift reads the first name of `Networking.Cache` as the type there, so
/// the generated file names what such a module declares with Swift's module selector, `Networking::Cache`, the one
/// spelling that reaches it (Swift 6.3 and later). Only those names are written so; every other stays as it was.
enum ModuleSelectors {
    /// The model with each path that starts with a hidden module's name spelled with the selector.
    static func applied(to model: BindingModel) -> BindingModel {
        let hidden = hiddenModules(in: model)
        guard !hidden.isEmpty else { return model }
        func spelled(_ type: TypeSyntax) -> TypeSyntax {
            type.mappingNamed { members in
                guard members.count > 1, hidden.contains(members[0].name) else { return .named(members) }
                let selected = TypeSyntax.Member(
                    name: members[0].name + "::" + members[1].name, arguments: members[1].arguments)
                return .named([selected] + members.dropFirst(2))
            }
        }
        func spelled(_ path: String) -> String {
            guard let dot = path.firstIndex(ofASCII: "."), hidden.contains(String(path[..<dot])) else { return path }
            return path[..<dot] + "::" + path[path.index(after: dot)...]
        }
        var model = model
        for index in model.bindings.indices {
            model.bindings[index].type = spelled(model.bindings[index].type)
        }
        for index in model.components.indices {
            model.components[index].typeName = spelled(model.components[index].typeName)
        }
        for index in model.providers.indices {
            model.providers[index].enclosingTypeName = model.providers[index].enclosingTypeName.map(spelled)
        }
        for index in model.injections.indices {
            model.injections[index].typeName = spelled(model.injections[index].typeName)
        }
        return model
    }

    /// The modules of the bindings whose name is also a type's that the target sees: one of its own, or a module's.
    private static func hiddenModules(in model: BindingModel) -> Set<String> {
        let modules = Set(model.bindings.compactMap(\.module))
        guard !modules.isEmpty else { return [] }
        var typeNames: Set<String> = []
        for path in model.declaredTypes.keys {
            let names = path.pieces()
            if names.count == 1 {
                typeNames.insert(String(names[0]))
            } else if names.count == 2, modules.contains(String(names[0])) {
                typeNames.insert(String(names[1]))
            }
        }
        return modules.intersection(typeNames)
    }
}

/// Two modules may declare a type (or a free function) of the same name; the generated file, which lives in the
/// target's module, tells them apart by module name: `Networking.Client`. This step makes a dependency module the
/// outermost scope of each of its top-level declarations whose name another module declares too (and of everything
/// nested in or extending it), so later stages name them `Networking.Client` in code and in messages. The target's
/// own declarations keep their names: in its module they shadow imported ones.
enum ModuleNamespaces {
    static func qualifyClashingNames(in files: [ScannedFile]) -> [ScannedFile] {
        var modulesDeclaring: [String: Set<String>] = [:]
        for file in files {
            for case let name? in file.declarations.map(declaredName) {
                modulesDeclaring[name, default: []].insert(file.module?.name ?? "")
            }
        }
        guard modulesDeclaring.values.contains(where: { $0.count > 1 }) else { return files }
        return files.map { file in
            guard let module = file.module?.name else { return file }
            var file = file
            file.declarations = file.declarations.map { declaration in
                guard let name = declaredName(declaration) ?? extendedName(declaration),
                    let modules = modulesDeclaring[name], modules.count > 1, modules.contains(module)
                else { return declaration }
                return inModuleScope(declaration, module)
            }
            return file
        }
    }

    /// The name a top-level declaration adds to its module's namespace: a type, a typealias or a function.
    private static func declaredName(_ declaration: Declaration) -> String? {
        switch declaration {
        case .type(let type): type.kind == .extension ? nil : type.name
        case .function(let function): function.name
        case .other(let other) where other.keyword == "typealias": other.name
        default: nil
        }
    }

    /// `Client` for `extension Client` and `extension Client.Options`.
    private static func extendedName(_ declaration: Declaration) -> String? {
        guard case .type(let type) = declaration, type.kind == .extension else { return nil }
        return type.name.pieces().first.map(String.init)
    }

    private static func inModuleScope(_ declaration: Declaration, _ module: String) -> Declaration {
        switch declaration {
        case .type(var type):
            type.header.enclosingTypes.insert(module, at: 0)
            type.members = type.members.map { inModuleScope($0, module) }
            return .type(type)
        case .initializer(var initializer):
            initializer.header.enclosingTypes.insert(module, at: 0)
            return .initializer(initializer)
        case .function(var function):
            function.header.enclosingTypes.insert(module, at: 0)
            return .function(function)
        case .variable(var variable):
            variable.header.enclosingTypes.insert(module, at: 0)
            return .variable(variable)
        case .other(var other):
            other.header.enclosingTypes.insert(module, at: 0)
            return .other(other)
        }
    }
}

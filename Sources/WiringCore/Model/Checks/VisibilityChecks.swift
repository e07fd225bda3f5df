/// The checks that a dependency module's declarations are visible from the graph that uses them. A component of a
/// dependency module is made by the graph of the module that depends on it, in another module, so its type, the types
/// it is nested in, its init, its teardown method and its providers must be `public`, or `package` within a package.
extension ModelChecks {
    /// A component's type and the init Wiring calls, as the graph of a depending module must see them.
    func checkVisibleFromGraph(_ type: TypeDeclaration, initializer: InitializerSignature) -> Bool {
        guard checkVisibleFromGraph(type) else { return false }
        let (what, fix): (String, (AccessLevel) -> String) =
            switch initializer.origin {
            case .declared: ("the init of '\(type.qualifiedName)'", { "declare it '\($0) init'" })
            case .memberwise:
                (
                    "the memberwise init that Swift synthesizes for '\(type.qualifiedName)'",
                    { "declare a '\($0) init' that takes its properties" }
                )
            case .implicit:
                ("the init() that Swift synthesizes for '\(type.qualifiedName)'", { "declare '\($0) init() {}'" })
            }
        return checkVisible(what, access: initializer.access, at: initializer.location, fix: fix)
    }

    /// A type, and every type it is nested in, as the graph of a depending module must see it.
    func checkVisibleFromGraph(_ type: TypeDeclaration) -> Bool {
        let enclosing = type.header.enclosingTypes.indices.compactMap { last in
            index.declarations[type.header.enclosingTypes[...last].joined(separator: ".")]?.first
        }
        return (enclosing + [type]).allSatisfy { declaration in
            checkVisible(
                "'\(declaration.qualifiedName)'", access: declaration.header.writtenAccessLevel ?? .internal,
                at: declaration.nameLocation,
                fix: { "declare it '\($0) \(declaration.kind.rawValue) \(declaration.name)'" })
        }
    }

    /// A provider or teardown method, with the type it is declared in: its access is its own modifier, else that of
    /// the extension it is declared in, else internal.
    func checkVisibleFromGraph(_ function: FunctionDeclaration) -> Bool {
        let scope = function.header.enclosingTypes.joined(separator: ".")
        let container = index.declarationsAndExtensions(of: scope).first { declaration in
            declaration.members.contains { $0.header.location == function.header.location }
        }
        if let container, container.kind != .extension, !checkVisibleFromGraph(container) { return false }
        let inheritedAccess = container?.kind == .extension ? container?.header.writtenAccessLevel : nil
        return checkVisible(
            "function '\(function.name)'", access: function.header.writtenAccessLevel ?? inheritedAccess ?? .internal,
            at: function.nameLocation, fix: { "declare it '\($0) func \(function.name)'" })
    }

    /// Whether a declaration in a dependency module is visible from the generated file: it must be `public`, or
    /// `package` when the module is in the target's package. Reports the modifier to write when it is not.
    func checkVisible(
        _ what: String, access: AccessLevel, at location: SourceLocation,
        fix: (AccessLevel) -> String
    ) -> Bool {
        guard let module = index.module(ofFile: location.file), access < module.requiredAccess else { return true }
        let graphModule =
            module.requiredAccess == .package ? "another module of the same package" : "a module of another package"
        let alternative = module.requiredAccess == .package ? " (or 'public')" : ""
        diagnostics.emit(
            .error(
                .invisibleAcrossModules,
                "\(what) is \(access) in module '\(module.name)', and the graph that uses it is generated in \(graphModule): \(fix(module.requiredAccess))\(alternative)",
                at: location))
        return false
    }
}

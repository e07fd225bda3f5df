/// The checks of `// @Inject` properties, which the graph's `inject(into:)` (and the creation of a component that
/// has them) sets after the instance is made: each must be a settable, visible instance `var` of a class, as a
/// struct or actor cannot be set from the graph.
extension ModelChecks {
    /// The injectable properties, grouped by class in the order the classes first appear; each property that is not
    /// injectable is reported and left out.
    func checkInjectedProperties(_ variables: [VariableDeclaration]) -> [CheckedInjection] {
        var injections: [CheckedInjection] = []
        var injectionOfType: [String: Int] = [:]
        for variable in variables {
            let header = variable.header
            let typeName = header.enclosingTypes.joined(separator: ".")
            let first = variable.bindings[0]
            func fail(_ id: DiagnosticID, _ message: String) {
                diagnostics.emit(.error(id, message, at: first.location))
            }
            guard let declaration = index.declarations[typeName]?.first else {
                fail(
                    .injectedPropertyOutsideClass,
                    "'@Inject' property '\(first.name)' must be declared in a class, whose instance 'inject(into:)' sets"
                )
                continue
            }
            guard declaration.kind == .class else {
                fail(
                    .injectedPropertyOutsideClass,
                    "'@Inject' property '\(first.name)' is in \(declaration.kind.rawValue) '\(typeName)'; only a class can be injected after it is made: annotate '\(typeName)' '// @Component' and take '\(first.name)' in its init instead"
                )
                continue
            }
            // A generic component's properties are set on each specialization it makes; it has no `inject(into:)`.
            let isGenericComponent =
                (declaration.genericParameters != nil
                    || index.unusableEnclosingType(of: header.enclosingTypes.dropLast().map { $0 })?.reason
                        == "generic")
                && sources.components.contains { $0.declaration.qualifiedName == typeName }
            guard
                checkNameable(
                    declaration, role: "injected", fix: "inject a non-generic subclass",
                    allowsGeneric: isGenericComponent),
                checkVisibleFromGraph(declaration)
            else { continue }
            if variable.isLet {
                fail(
                    .unsettableInjectedProperty,
                    "'@Inject' property '\(first.name)' of '\(typeName)' is a 'let'; 'inject(into:)' sets it after init: make it a 'var'"
                )
                continue
            }
            if header.hasModifier("static") || header.hasModifier("class") {
                fail(
                    .unsettableInjectedProperty,
                    "'@Inject' property '\(first.name)' of '\(typeName)' is static; 'inject(into:)' sets instance properties: remove 'static'"
                )
                continue
            }
            // `public private(set) var` is set at its lowest level: the least of the access modifiers written.
            let setterAccess =
                header.modifiers.compactMap { AccessLevel(rawValue: String($0.prefix { $0 != "(" })) }.min()
                ?? .internal
            // Raising the setter of `public private(set) var` must not lower its getter: `public package(set) var`.
            let getterAccess = header.writtenAccessLevel ?? .internal
            guard
                checkVisible(
                    "the setter of '@Inject' property '\(first.name)' of '\(typeName)'", access: setterAccess,
                    at: first.location,
                    fix: {
                        getterAccess > $0 ? "declare it '\(getterAccess) \($0)(set) var'" : "declare it '\($0) var'"
                    })
            else { continue }
            if header.isFilePrivate
                || header.modifiers.contains(where: { $0.hasPrefix("private(") || $0.hasPrefix("fileprivate(") })
            {
                fail(
                    .inaccessibleDeclaration,
                    "'@Inject' property '\(first.name)' of '\(typeName)' cannot be set from the generated file: make it (and its setter) internal"
                )
                continue
            }
            for binding in variable.bindings {
                guard let propertyType = binding.type else {
                    diagnostics.emit(
                        .error(
                            .missingTypeAnnotation,
                            "'@Inject' property '\(binding.name)' of '\(typeName)' has no type annotation; write its type so Wiring knows what to inject",
                            at: binding.location))
                    continue
                }
                if binding.isComputed, !binding.hasSetter {
                    diagnostics.emit(
                        .error(
                            .unsettableInjectedProperty,
                            "'@Inject' property '\(binding.name)' of '\(typeName)' is get-only; give it a setter, or make it a stored 'var'",
                            at: binding.location))
                    continue
                }
                let position = injectionOfType[typeName] ?? injections.count
                if position == injections.count {
                    injectionOfType[typeName] = position
                    injections.append(
                        CheckedInjection(typeName: typeName, properties: [], isGenericComponent: isGenericComponent))
                }
                injections[position].properties.append(CheckedProperty(binding: binding, type: propertyType))
            }
        }
        return withInheritedProperties(injections)
    }

    /// Each class's injection with the properties it inherits from superclasses the sources declare set first, base
    /// first, as Swift initializes a base before its subclass; and an injection for each component that has none of
    /// its own but inherits some. An inherited property's type is written in its class, so it is qualified there.
    private func withInheritedProperties(_ injections: [CheckedInjection]) -> [CheckedInjection] {
        var ownProperties: [String: [CheckedProperty]] = [:]
        for injection in injections where !injection.isGenericComponent {
            ownProperties[injection.typeName] = injection.properties
        }
        guard !ownProperties.isEmpty else { return injections }
        func inherited(by typeName: String) -> [CheckedProperty] {
            guard var current = index.declarations[typeName]?.first else { return [] }
            var properties: [CheckedProperty] = []
            var visited: Set<String> = [typeName]
            while let superclass = index.superclass(of: current), visited.insert(superclass.qualifiedName).inserted {
                let scope = superclass.header.enclosingTypes + [superclass.name]
                properties.insert(
                    contentsOf: (ownProperties[superclass.qualifiedName] ?? []).map { property in
                        var property = property
                        property.type.syntax = index.qualified(
                            property.type.syntax, in: scope, inFile: property.type.location.file)
                        return property
                    }, at: 0)
                current = superclass
            }
            return properties
        }
        var result = injections.map { injection in
            var injection = injection
            if !injection.isGenericComponent {
                injection.properties.insert(contentsOf: inherited(by: injection.typeName), at: 0)
            }
            return injection
        }
        for component in sources.components where component.declaration.kind == .class {
            let typeName = component.declaration.qualifiedName
            guard ownProperties[typeName] == nil, component.declaration.genericParameters == nil else { continue }
            let properties = inherited(by: typeName)
            if !properties.isEmpty {
                result.append(CheckedInjection(typeName: typeName, properties: properties, isInheritedOnly: true))
            }
        }
        return result
    }
}

/// The memberwise init Swift synthesizes for a struct that declares no init, as Swift's rules make it: the stored
/// instance properties in order; a `let` with an initial value is not a parameter, and a `var` with one (or an
/// optional `var`, or a `lazy` one) is a parameter with a default.
///
/// Wiring reads the init from the properties, so it can only read what it models: the checks
/// (`Checks/InitializerChecks.swift`) first make sure that every property the graph or the caller passes is typed,
/// unwrapped, not private and unconditional. A property with an initial value is a parameter with a default however
/// it is written (wrapped, a wrapper's `init(wrappedValue:)` takes it; untyped), which the graph does not pass.
enum MemberwiseInitializer {
    /// The declarations of the stored instance properties, which the memberwise init is made of, in order.
    static func storedVariables(of type: TypeDeclaration) -> [VariableDeclaration] {
        type.members.compactMap { member in
            guard case .variable(let variable) = member, !variable.storedInstanceBindings.isEmpty else { return nil }
            return variable
        }
    }

    /// Attributes that do not wrap a property, so they leave the memberwise init as it is.
    private static let plainPropertyAttributes: Set<String> = [
        "available", "objc", "nonobjc", "MainActor", "preconcurrency", "NSCopying", "NSManaged", "IBOutlet",
        "IBInspectable", "GKInspectable", "inlinable", "usableFromInline", "_spi", "exclusivity", "backDeployed",
    ]

    /// The first attribute of a property that may be a property wrapper (`@Published`), which changes the memberwise
    /// init in ways Wiring does not model; nil when all its attributes are plain.
    static func wrapper(of variable: VariableDeclaration) -> Attribute? {
        variable.header.attributes.first { !plainPropertyAttributes.contains($0.name) }
    }

    /// The init, for a struct whose properties passed the checks: every property without an initial value has its
    /// type written. A defaulted parameter without one is left out: nothing passes it, nor needs its type.
    static func signature(of type: TypeDeclaration) -> InitializerSignature {
        var parameters: [Parameter] = []
        for variable in storedVariables(of: type) {
            for binding in variable.storedInstanceBindings {
                // A `let` with an initial value is set already, so it is no parameter.
                guard let propertyType = binding.type, !(variable.isLet && binding.hasInitialValue) else { continue }
                let isOptional = propertyType.text.hasSuffix("?") || propertyType.text.hasSuffix("!")
                let hasDefault =
                    binding.hasInitialValue || variable.header.hasModifier("lazy")
                    || (!variable.isLet && isOptional)
                parameters.append(
                    Parameter(
                        label: binding.name, name: binding.name, type: propertyType,
                        defaultValue: hasDefault ? "" : nil, isVariadic: false,
                        location: binding.location))
            }
        }
        return InitializerSignature(synthesized: .memberwise, parameters: parameters, location: type.nameLocation)
    }
}

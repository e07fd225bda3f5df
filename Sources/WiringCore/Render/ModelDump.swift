#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `wiring dump --json` prints: the components, providers, inputs and bindings found, for tooling and tests.
public struct ModelDump: Codable, Equatable, Sendable {
    public struct Parameter: Codable, Equatable, Sendable {
        /// The argument label; nil for `_`.
        public var label: String?
        public var name: String
        public var type: String
        public var hasDefaultValue: Bool
        public var isVariadic: Bool
        public var line: Int
        public var column: Int
    }

    public struct Initializer: Codable, Equatable, Sendable {
        /// `declared`, `memberwise` or `implicit`.
        public var origin: String
        public var line: Int
        public var isAsync: Bool
        /// `throws`, `rethrows` or `throws(E)`; nil when it does not throw.
        public var throwsClause: String?
        /// `""`, `"?"` or `"!"`.
        public var failability: String
        public var isGeneric: Bool
        public var parameters: [Parameter]
    }

    public struct Component: Codable, Equatable, Sendable {
        public var type: String
        public var kind: String
        public var file: String
        public var line: Int
        public var scope: String
        public var `as`: [String]
        /// The parameters the caller passes (`assisted:`).
        public var assisted: [String]
        public var `init`: Initializer
    }

    public struct Provider: Codable, Equatable, Sendable {
        public var function: String
        public var type: String
        public var file: String
        public var line: Int
        public var scope: String
        public var parameters: [Parameter]
    }

    public struct Input: Codable, Equatable, Sendable {
        public var name: String
        public var type: String
        public var file: String
        public var line: Int
    }

    public struct Binding: Codable, Equatable, Sendable {
        public var type: String
        public var scope: String
        /// `component`, `alias`, `assisted`, `provider`, `input`, `bundle`, `injection`, `collection`, `child graph`,
        /// `optional` or `entry points`.
        public var source: String
        /// The `@Named` name, if any.
        public var name: String?
        /// For a contribution, the collection it is part of.
        public var collection: String?
        /// The dependency module that declares it; nil for the target's own.
        public var module: String?
        public var file: String
        public var line: Int
        public var dependencies: [String]
    }

    /// A graph's `// @EntryPoints` protocol, and its properties.
    public struct EntryPoints: Codable, Equatable, Sendable {
        public var `protocol`: String
        /// The graph whose entry points they are.
        public var graph: String
        public var file: String
        public var line: Int
        public var properties: [EntryPoint]
    }

    public struct EntryPoint: Codable, Equatable, Sendable {
        public var name: String
        public var type: String
        /// The `@Named` name it asks for, if any.
        public var named: String?
        /// `@MainActor async throws`, as the property declares; empty for none.
        public var effects: String
        public var line: Int
        public var column: Int
    }

    public var components: [Component]
    public var providers: [Provider]
    public var inputs: [Input]
    public var bindings: [Binding]
    /// The graphs' entry points; left out of the JSON when no graph names any.
    public var entryPoints: [EntryPoints]?

    public init(_ model: BindingModel) {
        components = model.components.map { component in
            let initializer = component.initializer
            return Component(
                type: component.typeName, kind: component.kind.rawValue, file: component.location.file,
                line: component.location.line, scope: component.scope.rawValue, as: component.boundTypes.map(\.text),
                assisted: component.assistedParameters,
                init: Initializer(
                    origin: initializer.origin.rawValue, line: initializer.location.line,
                    isAsync: initializer.effects.isAsync, throwsClause: Self.written(initializer.effects.throwsClause),
                    failability: initializer.failability.rawValue, isGeneric: initializer.isGeneric,
                    parameters: initializer.parameters.map(Self.parameter)))
        }
        providers = model.providers.map { provider in
            Provider(
                function: provider.qualifiedName,
                type: provider.returnType.text, file: provider.location.file, line: provider.location.line,
                scope: provider.scope.rawValue, parameters: provider.parameters.map(Self.parameter))
        }
        inputs = model.inputs.map {
            Input(name: $0.name, type: $0.type.text, file: $0.location.file, line: $0.location.line)
        }
        bindings = model.bindings.map { binding in
            let source =
                switch binding.source {
                case .component: "component"
                case .alias: "alias"
                case .assistedFactory: "assisted"
                case .provider: "provider"
                case .input: "input"
                case .collection: "collection"
                case .bundle: "bundle"
                case .injection: "injection"
                case .childGraph: "child graph"
                case .optional: "optional"
                case .entryPoints: "entry points"
                }
            return Binding(
                type: binding.type.written, scope: binding.scope.rawValue, source: source, name: binding.key.name,
                collection: binding.collection?.identity, module: binding.module, file: binding.location.file,
                line: binding.location.line, dependencies: binding.dependencies.map(\.key.identity))
        }
        entryPoints =
            model.entryPoints.isEmpty
            ? nil
            : model.entryPoints.indices.map { index in
                let declaration = model.entryPoints[index]
                let dependencies =
                    model.bindings.first { binding in
                        if case .entryPoints(index) = binding.source { return true }
                        return false
                    }?.dependencies ?? []
                return EntryPoints(
                    protocol: declaration.protocolName, graph: model.graphs[declaration.graph].name,
                    file: declaration.location.file, line: declaration.location.line,
                    properties: zip(declaration.properties, dependencies).map { property, dependency in
                        EntryPoint(
                            name: property.name, type: dependency.parameter.type.text, named: dependency.key.name,
                            effects: property.declaredEffects.description, line: property.location.line,
                            column: property.location.column)
                    })
            }
    }

    /// A throws clause as the source writes it: `throws`, `rethrows`, `throws(MyError)`.
    private static func written(_ clause: ThrowsClause?) -> String? {
        switch clause {
        case nil: nil
        case .throws?: "throws"
        case .rethrows?: "rethrows"
        case .typed(let thrownType)?: "throws(\(thrownType))"
        }
    }

    private static func parameter(_ parameter: WiringCore.Parameter) -> Parameter {
        Parameter(
            label: parameter.label, name: parameter.name, type: parameter.type.text,
            hasDefaultValue: parameter.defaultValue != nil, isVariadic: parameter.isVariadic,
            line: parameter.location.line, column: parameter.location.column)
    }

    /// Pretty-printed JSON with sorted keys: stable across runs, readable in a diff.
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}

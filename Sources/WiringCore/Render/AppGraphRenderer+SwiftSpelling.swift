/// How Swift spells what the writers put around names: effects (`@MainActor`, ` async throws`, `try await `),
/// argument labels, optional types and string literals. In one place, so that an accessor, its getter and the call
/// that creates its value always agree.
extension AppGraphRenderer {
    /// `@MainActor ` for a main-actor accessor, `@DatabaseActor ` for one on that global actor. An asynchronous
    /// one off any actor runs where its caller runs (`nonisolated(nonsending)`), so that a main-actor caller can
    /// await it with the graph, which is not Sendable.
    static func isolation(_ effects: CreationEffects) -> String {
        if let attribute = effects.isolation.attribute { return attribute + " " }
        return effects.isAsync ? "nonisolated(nonsending) " : ""
    }

    /// The isolation of a member that implements an entry point: its accessor's (``isolation(_:)``), written
    /// `nonisolated` where that is none and the entry point's property is isolated to a global actor, which Swift
    /// would otherwise give the member, and the graph's other accessors could not read it.
    func entryPointIsolation(_ effects: CreationEffects, implementsIsolated: Bool) -> String {
        let isolation = Self.isolation(effects)
        return isolation.isEmpty && implementsIsolated ? "nonisolated " : isolation
    }

    /// ` async throws` after a function's parameters or a `get`.
    static func functionEffects(_ effects: CreationEffects) -> String {
        (effects.isAsync ? " async" : "") + (effects.isThrowing ? " throws" : "")
    }

    /// `try await ` before an expression that creates something with those effects.
    static func effectMarker(_ effects: CreationEffects) -> String {
        (effects.isThrowing ? "try " : "") + (effects.isAsync ? "await " : "")
    }

    /// `try await ` before reading a value created with `effects` where `reader` runs: `await` too for a value
    /// created on another global actor.
    static func effectMarker(reading effects: CreationEffects, from reader: CreationEffects) -> String {
        let crossesActors = effects.isolation != .nonisolated && effects.isolation != reader.isolation
        return (effects.isThrowing ? "try " : "") + (effects.isAsync || crossesActors ? "await " : "")
    }

    /// Argument labels may be keywords, except these three.
    static func argumentLabel(_ label: String) -> String {
        ["inout", "var", "let"].contains(label) ? "`\(label)`" : label
    }

    /// `T?`, with parentheses where the type needs them: `(any Engine)?`, `(() -> Car)?`.
    static func optional(_ type: TypeSyntax) -> String {
        TypeSyntax.optional(type, isImplicitlyUnwrapped: false).written
    }

    /// The expression of a type's metatype: `Engine.self`, and `(any Engine).self` where the type needs parentheses.
    static func metatype(of type: TypeSyntax) -> String {
        type.isPlainPath ? "\(type).self" : "(\(type)).self"
    }

    /// `text` as a Swift string literal: `"a \"b\""`.
    static func stringLiteral(_ text: String) -> String {
        "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }
}

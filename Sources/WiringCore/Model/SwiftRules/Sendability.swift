/// Whether values of a type may cross into other tasks, by Swift's rules, as far as the sources can tell: what decides
/// whether a graph that keeps or is given such values is `Sendable`.
public enum Sendability: Hashable, Sendable {
    case sendable
    /// Provably not `Sendable`, and why.
    case notSendable(NonSendableReason)
    /// Wiring cannot tell. With a reason, the sources hold the answer in a form Wiring does not read (a stored
    /// property without a written type, an enum's associated values, a generic struct's inferred conformance), and
    /// the reason says what to write instead; without one, it depends on a declaration outside the sources (a
    /// framework's type, a typealias, a conformance on conditions Wiring does not evaluate), and the compiler decides.
    case undecided(NonSendableReason?)

    /// The first reason of `parts` when one is not `Sendable`; else the first undecided with a reason, or without
    /// one; else `Sendable`.
    static func all(_ parts: some Sequence<Sendability>) -> Sendability {
        var result = Sendability.sendable
        for part in parts {
            switch (part, result) {
            case (.sendable, _): continue
            case (.notSendable, _): return part
            case (.undecided(.some), .undecided(.some)), (.undecided(nil), .undecided): continue
            case (.undecided, _): result = part
            }
        }
        return result
    }

    /// Whether the answer is "not Sendable", or "cannot tell" with a reason: what stands in the way of a graph that
    /// must be `Sendable`.
    var obstacle: NonSendableReason? {
        switch self {
        case .sendable, .undecided(nil): nil
        case .notSendable(let reason), .undecided(.some(let reason)): reason
        }
    }
}

/// Why a type is not `Sendable`: a clause a message ends with, how to change it, and the declaration that stands in
/// the way, when the sources declare it.
public struct NonSendableReason: Hashable, Sendable {
    /// `class 'Cache' does not declare 'Sendable'`.
    public var why: String
    /// `declare 'Cache' 'Sendable' (…)`.
    public var fix: String
    public var location: SourceLocation?
    /// Whether the type that stands in the way is a class.
    public var isClass = false
}

extension TypeIndex {
    /// Whether values of `type` (as a binding's type is written: qualified, canonical) are `Sendable`.
    func sendability(of type: TypeSyntax) -> Sendability {
        var inProgress: Set<String> = []
        return sendability(of: type, from: "", inFile: "", inProgress: &inProgress)
    }

    /// Whether values of the type of this qualified name, without generic arguments, are `Sendable`.
    func sendability(ofNamed name: String) -> Sendability {
        var inProgress: Set<String> = []
        return namedSendability(name, arguments: [], inProgress: &inProgress)
    }

    /// `inProgress` holds the types whose answer is being worked out: a struct that stores itself (through an
    /// optional or a collection) is as `Sendable` as its other properties make it.
    private func sendability(
        of type: TypeSyntax, from context: String, inFile file: String, inProgress: inout Set<String>
    ) -> Sendability {
        func part(_ type: TypeSyntax) -> Sendability {
            sendability(of: type, from: context, inFile: file, inProgress: &inProgress)
        }
        switch type {
        case .named(let members):
            let written = members.map(\.name).joined(separator: ".")
            let name = file.isEmpty ? written : resolve(written, from: context, inFile: file)
            let arguments = members.last?.arguments ?? []
            return namedSendability(name, arguments: arguments.map(part), inProgress: &inProgress)
        case .array(let element), .variadic(let element): return part(element)
        case .optional(let wrapped, _): return part(wrapped)
        case .dictionary(let key, let value): return .all([part(key), part(value)])
        case .tuple(let elements): return .all(elements.map { part($0.type) })
        case .metatype: return .sendable
        case .existential(let constraint): return existentialSendability(constraint, context, file)
        case .composition: return existentialSendability(type, context, file)
        case .function:
            return .notSendable(
                NonSendableReason(
                    why: "the function type '\(type)' is not '@Sendable'",
                    fix: "declare it '@Sendable \(type)'"))
        case .attributed(let attributes, let operand):
            if case .function = operand.withoutParentheses {
                // Only `@Sendable` says so: Swift 6.3 does not count a `@MainActor` function type `Sendable` in a
                // stored property of a `Sendable` type.
                if attributes.contains("Sendable") { return .sendable }
            }
            return part(operand)
        case .opaque, .specified, .suppressed, .verbatim: return .undecided(nil)
        }
    }

    /// A type by its qualified name, with the sendability of its generic arguments.
    private func namedSendability(
        _ name: String, arguments: [Sendability], inProgress: inout Set<String>
    ) -> Sendability {
        guard let declaration = declarations[name]?.first else {
            if typealiases.contains(name) { return .undecided(nil) }
            if Self.sendableStandardTypes.contains(name) { return .sendable }
            if Self.sendableStandardContainers.contains(name) { return .all(arguments) }
            return .undecided(nil)
        }
        let kind = declaration.kind.rawValue
        switch declaration.kind {
        case .actor: return .sendable
        case .protocol: return existentialSendability(.named([.init(name: name)]), "", "")
        case .extension: return .undecided(nil)
        case .class, .struct, .enum: break
        }
        switch isolation(ofType: name) {
        case .known(.nonisolated, _): break
        case .known: return .sendable
        case .unclassified: return .undecided(nil)
        }
        let declared = declaredConformance(of: name, arguments: arguments)
        if declared == .sendable { return .sendable }
        if declaration.kind == .class {
            guard declared == .notDeclared else { return .undecided(nil) }
            return .notSendable(
                NonSendableReason(
                    why: "class '\(name)' does not declare 'Sendable', and is neither an actor nor '@MainActor'",
                    fix:
                        "declare 'final class \(name): Sendable' with only 'let' properties of Sendable types (or '@unchecked Sendable', if a lock of its own guards its state), or make it an actor or '@MainActor'",
                    location: declaration.nameLocation, isClass: true))
        }
        // Swift infers `Sendable` for a struct or enum that is not public, or is `@frozen`, from what it stores; a
        // public one says so.
        let access = declaration.header.writtenAccessLevel ?? .internal
        let isFrozen = declaration.header.attributes.contains { $0.name == "frozen" }
        if access >= .package, !isFrozen {
            let isUsableFromInline = declaration.header.attributes.contains { $0.name == "usableFromInline" }
            guard declared == .notDeclared, access != .package, !isUsableFromInline else { return .undecided(nil) }
            return .notSendable(
                NonSendableReason(
                    why:
                        "\(kind) '\(name)' is \(access) and does not declare 'Sendable' (Swift infers it only for types that are not public, or are '@frozen')",
                    fix: "declare '\(name): Sendable'", location: declaration.nameLocation))
        }
        let inferred = inferredSendability(of: declaration, named: name, inProgress: &inProgress)
        // A protocol declared elsewhere may refine `Sendable`, and then the compiler holds the type to it.
        if declared == .undecided, case .notSendable = inferred { return .undecided(nil) }
        return inferred
    }

    /// What Swift infers for a struct or enum that is not public (or is `@frozen`) and does not say: `Sendable` when
    /// everything it stores is (an enum without associated values stores nothing).
    private func inferredSendability(
        of declaration: TypeDeclaration, named name: String, inProgress: inout Set<String>
    ) -> Sendability {
        guard declaration.genericParameters == nil, inProgress.insert(name).inserted else {
            guard declaration.genericParameters != nil else { return .sendable }
            return .undecided(
                NonSendableReason(
                    why:
                        "generic \(declaration.kind.rawValue) '\(name)' does not declare 'Sendable', and Wiring does not infer it for each specialization",
                    fix: "declare 'extension \(name): Sendable where …' for the arguments that make it so",
                    location: declaration.nameLocation))
        }
        defer { inProgress.remove(name) }
        if declaration.kind == .enum {
            let hasPayloads = declaration.members.contains { member in
                guard case .other(let other) = member else { return false }
                return other.enumCases?.contains(where: \.hasAssociatedValues) ?? false
            }
            guard hasPayloads else { return .sendable }
            return .undecided(
                NonSendableReason(
                    why: "enum '\(name)' has cases with associated values, whose types Wiring does not read",
                    fix: "declare '\(name): Sendable'", location: declaration.nameLocation))
        }
        var stored: [Sendability] = []
        for member in declaration.members {
            guard case .variable(let variable) = member else { continue }
            for property in variable.storedInstanceBindings {
                guard let propertyType = property.type else {
                    return .undecided(
                        NonSendableReason(
                            why:
                                "struct '\(name)' stores '\(property.name)' without a written type, which Wiring does not infer",
                            fix: "write the property's type, or declare '\(name): Sendable'",
                            location: property.location))
                }
                let part = sendability(
                    of: propertyType.syntax, from: name, inFile: declaration.nameLocation.file,
                    inProgress: &inProgress)
                guard case .notSendable(var reason) = part else {
                    stored.append(part)
                    continue
                }
                reason.why = "struct '\(name)' stores '\(property.name): \(propertyType.text)', and \(reason.why)"
                reason.location = reason.location ?? property.location
                return .notSendable(reason)
            }
        }
        return .all(stored)
    }

    /// What the inheritance clauses of a type say of `Sendable`, before its stored properties are looked at.
    private enum DeclaredConformance: Equatable {
        /// A clause lists `Sendable` (or leads to it), unconditionally or on conditions the arguments meet.
        case sendable
        /// No clause leads to `Sendable`, and every clause is a declaration of the sources.
        case notDeclared
        /// A clause names a declaration outside the sources, or a condition Wiring does not evaluate.
        case undecided
    }

    /// What the inheritance clauses of a class, struct or enum (and of its extensions and supertypes) say: `Sendable`
    /// when one lists `Sendable` (or a protocol or class of the sources that leads to it, or `Error`); not declared
    /// when none does and all of them are declared in the sources; undecided otherwise, or when the only conformance
    /// is conditional on a requirement other than an argument's `Sendable`.
    private func declaredConformance(of name: String, arguments: [Sendability]) -> DeclaredConformance {
        var pending = [name]
        var visited: Set<String> = []
        var result = DeclaredConformance.notDeclared
        while let current = pending.popLast() {
            guard visited.insert(current).inserted else { continue }
            let found = declarationsAndExtensions(of: current)
            if found.isEmpty, Self.protocolsThatDoNotRefineSendable.contains(current) { continue }
            if found.isEmpty || typealiases.contains(current) {
                result = .undecided
                continue
            }
            for declaration in found {
                if declaration.kind == .actor { return .sendable }
                let context = declaration.header.enclosingTypes.joined(separator: ".")
                for inherited in declaration.inheritedTypes.lazy.flatMap(\.syntax.conformancePaths) {
                    guard inherited != "Sendable", inherited != "Error" else {
                        switch conditionalSendability(of: declaration, arguments: arguments) {
                        case .sendable: return .sendable
                        case .undecided(nil): result = .undecided
                        case .undecided(.some), .notSendable: break
                        }
                        continue
                    }
                    // Every class is an `AnyObject`, which makes nothing Sendable.
                    if inherited == "AnyObject" { continue }
                    pending.append(resolve(inherited, from: context, inFile: declaration.nameLocation.file))
                }
            }
        }
        return result
    }

    /// A conformance in a generic type's extension holds when its `where` clause does: only `T: Sendable` of a
    /// generic parameter is evaluated, with the argument in its place.
    private func conditionalSendability(of declaration: TypeDeclaration, arguments: [Sendability]) -> Sendability {
        guard !declaration.genericRequirements.isEmpty else { return .sendable }
        let parameters = declarations[declaration.name]?.first?.genericParameters ?? []
        var parts: [Sendability] = []
        for requirement in declaration.genericRequirements {
            guard requirement.relation == .conformance, requirement.constraint.namedPath == "Sendable",
                let subject = requirement.subject.namedPath,
                let position = parameters.firstIndex(where: { $0.name == subject }), position < arguments.count
            else { return .undecided(nil) }
            parts.append(arguments[position])
        }
        return .all(parts)
    }

    /// `any P`, `any P & Q`: `Sendable` when a member is `Sendable` or refines it; not when every member is a
    /// protocol of the sources whose refinements are all in the sources too; undecided otherwise.
    private func existentialSendability(_ constraint: TypeSyntax, _ context: String, _ file: String) -> Sendability {
        let members = constraint.conformancePaths
        guard !members.isEmpty else { return .undecided(nil) }
        var isUndecided = false
        for written in members {
            if written == "Sendable" || written == "Error" { return .sendable }
            let name = file.isEmpty ? written : resolve(written, from: context, inFile: file)
            guard declarations[name]?.first?.kind == .protocol else {
                isUndecided = true
                continue
            }
            switch declaredConformance(of: name, arguments: []) {
            case .sendable: return .sendable
            case .undecided: isUndecided = true
            case .notDeclared: continue
            }
        }
        if isUndecided { return .undecided(nil) }
        let first = members.first!
        let location = declarations[file.isEmpty ? first : resolve(first, from: context, inFile: file)]?.first?
            .nameLocation
        let described = members.count == 1 ? "protocol '\(first)' does not" : "none of its protocols does"
        return .notSendable(
            NonSendableReason(
                why: "\(described) refine 'Sendable'",
                fix: "declare 'protocol \(first): Sendable', so that every type that conforms to it is",
                location: location))
    }

    /// Types of the standard library and Foundation that are `Sendable` on every platform Wiring's users build for.
    static let sendableStandardTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "Bool", "String", "Character", "Substring", "StaticString", "Never", "Void", "Duration", "ObjectIdentifier",
        "ContinuousClock", "SuspendingClock", "URL", "URLComponents", "Data", "Date", "DateComponents", "UUID",
        "Decimal", "TimeInterval", "Locale", "TimeZone", "Calendar", "IndexPath", "CharacterSet",
    ]

    /// Protocols of the standard library a type often lists that do not make it `Sendable`: listing one leaves the
    /// answer to the rest of the type's declaration.
    static let protocolsThatDoNotRefineSendable: Set<String> = [
        "Codable", "Encodable", "Decodable", "Equatable", "Hashable", "Comparable", "Identifiable", "CaseIterable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "RawRepresentable",
    ]

    /// Generic types of the standard library that are `Sendable` when their arguments are.
    static let sendableStandardContainers: Set<String> = [
        "Array", "Dictionary", "Set", "Optional", "Result", "ContiguousArray", "ArraySlice", "ClosedRange", "Range",
    ]
}

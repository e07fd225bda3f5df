/// Which init Wiring calls to build a component, by Swift's rules and Wiring's: the one marked `// @Inject`; else the
/// only init the type has; else, when the type has none, the init Swift synthesizes (a struct's memberwise init, the
/// `init()` of a class or actor). Anything else is ambiguous.
///
/// A class has the inits it declares, and those it inherits from a superclass the sources declare: all of them when
/// it declares no designated init, as Swift's rules of inheritance say. An init marked `@available(*, unavailable)`
/// cannot be called and is no candidate. Inits with the same parameters in the branches of one `#if` are one init,
/// which exists in each configuration that declares it.
///
/// It only chooses. Whether Wiring can call the init it chose, and what to say when there is no choice, is for the
/// checks (`Checks/InitializerChecks.swift`).
enum InitializerChoice {
    /// An init written in the type, an extension, or a superclass the type inherits it from.
    case declared(InitializerCandidate)
    /// A struct's memberwise init (``MemberwiseInitializer``).
    case memberwise
    /// The `init()` of a class or actor that has none.
    case implicit
    /// Several inits are marked `// @Inject`, in the order declared.
    case markedMoreThanOnce([InitializerDeclaration])
    /// Several inits, none marked: the candidates in order, and whether the one Swift synthesizes is among them
    /// too (it is when only extensions declare inits, which leave it in place).
    case ambiguous([InitializerDeclaration], includingSynthesized: Bool)
    /// Every init the type has is marked unavailable.
    case unavailable([InitializerDeclaration])

    /// The choice for `type`, whose inits are in its body and extensions; `injected` holds the locations of the
    /// inits marked `// @Inject`.
    init(of type: TypeDeclaration, in index: TypeIndex, injected: Set<SourceLocation>) {
        let inits = InheritedInitializers.of(type, in: index)
        let candidates = InitializerCandidate.merged(inits.candidates)
        let marked = candidates.filter { $0.alternatives.contains { injected.contains($0.header.location) } }
        if marked.count > 1 {
            self = .markedMoreThanOnce(marked.map(\.initializer))
        } else if let chosen = marked.first ?? (candidates.count == 1 && !inits.synthesized ? candidates.first : nil) {
            self = .declared(chosen)
        } else if candidates.isEmpty, !inits.unavailable.isEmpty, !inits.synthesized {
            self = .unavailable(inits.unavailable)
        } else if candidates.isEmpty {
            self = type.kind == .struct ? .memberwise : .implicit
        } else {
            self = .ambiguous(candidates.map(\.initializer), includingSynthesized: inits.synthesized)
        }
    }
}

/// One init Wiring may call: as declared in one place, or the same parameters in several branches of one `#if`.
struct InitializerCandidate {
    /// The init as first declared.
    var initializer: InitializerDeclaration
    /// Where each alternative of it is declared, the first one first: more than one when it is declared in several
    /// branches of one `#if`.
    var alternatives: [InitializerDeclaration]
    /// The access written on the extension that declares it (`public extension`), nil in a type's body.
    var extensionAccess: AccessLevel?
    /// The type that declares it: the component's type, or the superclass it is inherited from.
    var owner: TypeDeclaration

    /// The candidates, with the inits of one `#if` block that take the same parameters made one.
    static func merged(_ candidates: [InitializerCandidate]) -> [InitializerCandidate] {
        var merged: [InitializerCandidate] = []
        for candidate in candidates {
            if let branch = candidate.initializer.header.conditionalBranch,
                let same = merged.firstIndex(where: { $0.isAlternative(candidate.initializer, in: branch) })
            {
                merged[same].alternatives.append(candidate.initializer)
            } else {
                merged.append(candidate)
            }
        }
        return merged
    }

    /// Whether `other`, declared in `branch`, is this init in another branch of the same `#if`.
    private func isAlternative(_ other: InitializerDeclaration, in branch: ConditionalBranch) -> Bool {
        guard let first = initializer.header.conditionalBranch, first.openingLocation == branch.openingLocation,
            !alternatives.contains(where: { $0.header.conditionalBranch?.location == branch.location })
        else { return false }
        return Self.signature(of: initializer) == Self.signature(of: other)
    }

    /// What a call of the init depends on: its labels, parameter types, effects and failability.
    static func signature(of initializer: InitializerDeclaration) -> String {
        let parameters = initializer.parameters.map { "\($0.label ?? "_"): \($0.type.text)" }
        return "init\(initializer.failability.rawValue)(\(parameters.joined(separator: ", ")))"
            + "\(initializer.effects.isAsync ? " async" : "")\(initializer.effects.throwsClause.map { " \($0)" } ?? "")"
    }
}

/// The inits a type has by Swift's rules: those declared in it and its extensions, and, for a class that declares no
/// designated init, those of its superclass.
struct InheritedInitializers {
    /// The inits Wiring may call, the type's own first, then its superclass's.
    var candidates: [InitializerCandidate] = []
    /// The inits marked `@available(*, unavailable)`.
    var unavailable: [InitializerDeclaration] = []
    /// Whether Swift synthesizes an init too: a struct's memberwise init or a class's or actor's `init()`.
    var synthesized = false

    static func of(_ type: TypeDeclaration, in index: TypeIndex) -> InheritedInitializers {
        var visited: Set<String> = []
        return of(type, in: index, visited: &visited)
    }

    private static func of(_ type: TypeDeclaration, in index: TypeIndex, visited: inout Set<String>)
        -> InheritedInitializers
    {
        visited.insert(type.qualifiedName)
        var inits = InheritedInitializers()
        for declaration in index.declarationsAndExtensions(of: type.qualifiedName) {
            let extensionAccess = declaration.kind == .extension ? declaration.header.writtenAccessLevel : nil
            for case .initializer(let initializer) in declaration.members {
                if initializer.header.isUnavailable {
                    inits.unavailable.append(initializer)
                } else {
                    inits.candidates.append(
                        InitializerCandidate(
                            initializer: initializer, alternatives: [initializer], extensionAccess: extensionAccess,
                            owner: type))
                }
            }
        }
        let bodyInits = type.members.compactMap { if case .initializer(let i) = $0 { i } else { nil } }
        guard type.kind == .class else {
            inits.synthesized = bodyInits.isEmpty
            return inits
        }
        // A class that declares a designated init inherits none; one that declares none inherits them all, and the
        // convenience inits with them.
        guard !bodyInits.contains(where: { !$0.header.hasModifier("convenience") }) else { return inits }
        guard let superclass = index.superclass(of: type), !visited.contains(superclass.qualifiedName) else {
            inits.synthesized = true
            return inits
        }
        let inherited = of(superclass, in: index, visited: &visited)
        inits.candidates += inherited.candidates
        inits.unavailable += inherited.unavailable
        inits.synthesized = inherited.synthesized
        return inits
    }
}

extension TypeIndex {
    /// The class `type` inherits from, when the sources declare it: the first inherited type, if it names a class.
    /// A superclass outside the sources (a framework's) is not known, nor whether the name is a class at all.
    func superclass(of type: TypeDeclaration) -> TypeDeclaration? {
        guard type.kind == .class, let first = type.inheritedTypes.first, let path = first.syntax.namedPath else {
            return nil
        }
        let name = resolve(path, from: type.qualifiedName, inFile: type.nameLocation.file)
        guard let superclass = declarations[name]?.first, superclass.kind == .class else { return nil }
        return superclass
    }
}

extension DeclarationHeader {
    /// `@available(*, unavailable)`: the declaration cannot be used on any platform.
    var isUnavailable: Bool {
        attributes.contains { attribute in
            guard attribute.name == "available", let arguments = attribute.arguments else { return false }
            let parts = arguments.split(separator: ",").map { String($0.filter { !$0.isWhitespace }) }
            return parts.first == "*" && parts.contains("unavailable")
        }
    }
}

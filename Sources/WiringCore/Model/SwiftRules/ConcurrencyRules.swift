/// What creating a value involves by Swift's concurrency rules (the main actor, suspension, errors), read from the
/// declarations that create it, and whether a class is provably not `Sendable`. The checks need the same answers as
/// the building: an assisted component is refused when its creation has effects, which every binding records.
extension CreationEffects {
    /// A component's creation runs on the main actor when its type or init is `@MainActor`, and is `async` or
    /// `throws` when its init is.
    init(creating type: TypeDeclaration, with initializer: InitializerSignature) {
        self.init(
            isMainActor: type.header.isMainActor || initializer.isMainActor,
            isAsync: initializer.effects.isAsync, isThrowing: initializer.effects.throwsClause != nil)
    }

    /// A provider runs on the main actor when it or the type it is declared in is `@MainActor`.
    init(calling function: FunctionDeclaration, in index: TypeIndex) {
        let enclosingIsMainActor = index.isMainActor(function.header.enclosingTypes.joined(separator: "."))
        self.init(
            isMainActor: function.header.isMainActor || enclosingIsMainActor,
            isAsync: function.effects.isAsync, isThrowing: function.effects.throwsClause != nil)
    }
}

extension DeclarationHeader {
    /// Whether the declaration is marked `@MainActor`.
    var isMainActor: Bool {
        attributes.contains { $0.name == "MainActor" }
    }
}

extension TypeIndex {
    /// Whether a type of the sources is marked `@MainActor` in its declaration (an extension cannot isolate it).
    func isMainActor(_ typeName: String) -> Bool {
        declarations[typeName]?.contains { $0.header.isMainActor } ?? false
    }

    /// Whether `typeName` is a class of the sources that is provably not `Sendable`: it and every supertype are
    /// declared in the sources, and none says `Sendable` or is isolated to a global actor (`@MainActor`). Anything
    /// declared elsewhere may be `Sendable`, so the answer is then no.
    func isNonSendableClass(_ typeName: String) -> Bool {
        guard declarations[typeName]?.first?.kind == .class else { return false }
        var pending = [typeName]
        var visited: Set<String> = []
        while let current = pending.popLast() {
            guard visited.insert(current).inserted else { continue }
            let found = declarationsAndExtensions(of: current)
            guard declarations[current] != nil else { return false }
            for declaration in found {
                if declaration.header.attributes.contains(where: { $0.name.hasSuffix("Actor") }) { return false }
                for inherited in declaration.inheritedTypes {
                    guard let name = inherited.syntax.namedPath else { continue }
                    if name == "Sendable" { return false }
                    // Every class is an `AnyObject`, which makes nothing Sendable.
                    if name == "AnyObject" { continue }
                    pending.append(
                        resolve(
                            name, from: declaration.header.enclosingTypes.joined(separator: "."),
                            inFile: declaration.nameLocation.file))
                }
            }
        }
        return true
    }
}

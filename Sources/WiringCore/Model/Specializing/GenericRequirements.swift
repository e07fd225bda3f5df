/// The requirements of a template (`Record: Codable`, `where Key == String`) that the sources decide for a
/// specialization's type arguments, checked where the specialization is asked for. Decided: a protocol or class
/// declared in the sources, which an argument conforms to only through declarations Wiring reads; an argument
/// declared in the sources whose declaration, extensions and supertypes (all declared there) do not lead to the
/// constraint; `AnyObject` of a struct or enum; `Sendable` of a class the sources declare with no `Sendable` or
/// global actor anywhere up its chain; `==` between a type the sources declare and another type, or between two
/// types of the standard library (`String == Int`). Left to the
/// compiler, which reports it in the generated file: whatever depends on a declaration Wiring does not read (a
/// framework's protocol an argument lists, a framework class it inherits from, a typealias), the conformances Swift
/// infers (a struct's or enum's `Sendable`, an enum's `Equatable` and `Hashable`), arguments that are not plain
/// names (`[Parcel]`, `Parcel?`), and requirements on associated types (`Record.ID: Hashable`).
extension BindingModelBuilder {
    /// Whether no requirement of the template provably fails for these arguments; else false, with an error at the
    /// request.
    func checkRequirements(
        _ template: BindingTemplate, _ arguments: [String: TypeSyntax], at location: SourceLocation,
        specialized: TypeSyntax, _ diagnostics: DiagnosticCollector
    ) -> Bool {
        for requirement in template.signature.requirements {
            let subject = requirement.subject.substituting(arguments)
            let constraint = requirement.constraint.substituting(arguments)
            guard let (failure, argument) = failure(of: requirement.relation, subject, constraint) else { continue }
            var notes: [Diagnostic.Note] = [
                .init("'\(requirement.text)' is required here", at: requirement.location)
            ]
            if let declared = model.declaredTypes[argument] {
                notes.append(.init("'\(argument)' is declared here", at: declared))
            }
            let fix =
                requirement.relation == .conformance
                ? "add the conformance to '\(argument)' (on its declaration or in an extension), or ask for"
                : "ask for"
            diagnostics.emit(
                .error(
                    .unsatisfiedGenericRequirement,
                    "'\(specialized.written)' cannot be made: '\(template.name)' requires '\(requirement.text)', and \(failure); \(fix) a specialization whose type arguments meet it",
                    at: location, notes: notes))
            return false
        }
        return true
    }

    /// Why the requirement provably fails for these types, and the argument it is about; nil when it holds or
    /// the sources do not decide it.
    private func failure(
        of relation: GenericRequirement.Relation, _ subject: TypeSyntax, _ constraint: TypeSyntax
    ) -> (String, argument: String)? {
        guard subject.isPlainPath else { return nil }
        let name = subject.written
        switch relation {
        case .conformance:
            let members = if case .composition(let members) = constraint { members } else { [constraint] }
            for member in members where member.isPlainPath {
                let target = member.written
                guard provablyDoesNotConform(name, to: target) else { continue }
                let verb = index.declarations[target]?.first?.kind == .class ? "inherit from" : "conform to"
                return ("'\(name)' does not \(verb) '\(target)'", name)
            }
            return nil
        case .sameType:
            guard index.differs(subject, from: constraint) else { return nil }
            return ("'\(name)' is not '\(constraint.written)'", name)
        }
    }

    /// Whether the sources decide that `type` does not conform to (or inherit from) `target`.
    private func provablyDoesNotConform(_ type: String, to target: String) -> Bool {
        let kind = index.declarations[type]?.first?.kind
        switch target {
        case "AnyObject": return kind == .struct || kind == .enum
        case "Sendable": return index.isNonSendableClass(named: type)
        default: break
        }
        // Conformances Swift gives without a word: an enum's `Equatable` and `Hashable`, an actor's `Actor`.
        if kind == .enum, target == "Equatable" || target == "Hashable" { return false }
        if kind == .actor, target == "Actor" || target == "AnyActor" { return false }
        return index.conforms(type, to: target) == false
    }
}

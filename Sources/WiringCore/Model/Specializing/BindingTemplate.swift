/// A generic component or `@Provides` function: it binds nothing by itself. Each specialization that something in
/// the graph asks for (`RecordStore<Parcel>`) is made from it, with the type arguments put in the place of its
/// generic parameters in every type of its bindings (`Specialization.swift`).
struct BindingTemplate {
    /// What messages call it: `RecordStore`, `Caches.cache()`.
    var name: String
    var location: SourceLocation
    var signature: GenericSignature
    /// Its bindings while the model is built (indices into `BindingModel.bindings`), written with the generic
    /// parameters (`RecordStore<Record>`, `any Repository<Record>`); specializing takes them out of the model.
    var bindings: [Int] = []
    /// Its component (index into `BindingModel.components`), which each specialization copies; nil for a provider,
    /// whose function every specialization calls.
    var component: Int?
}

/// The generic parameters a template is specialized over, in order (an enclosing type's first), and what the
/// declarations require of them, each qualified as the types of the bindings are.
struct GenericSignature {
    var parameters: [String]
    var requirements: [Requirement]

    /// `Record: Codable` (in `<…>` or a `where` clause) or `Record == Parcel`.
    struct Requirement {
        var subject: TypeSyntax
        var relation: GenericRequirement.Relation
        var constraint: TypeSyntax
        /// The declaration that states it, which a message about it points at.
        var declaration: String
        var location: SourceLocation

        /// As written in Swift: `Record: Codable`.
        var text: String {
            subject.written + (relation == .conformance ? ": " : " == ") + constraint.written
        }
    }

    /// The parameters and requirements of a generic parameter clause and `where` clause, qualified from `scope`.
    mutating func add(
        _ parameters: [GenericParameter], _ requirements: [GenericRequirement], declaration: String,
        at location: SourceLocation, in scope: [String], index: TypeIndex, allParameters: [GenericParameter]
    ) {
        self.parameters += parameters.map(\.name)
        func qualified(_ type: TypeSyntax) -> TypeSyntax {
            index.qualified(type, in: scope, inFile: location.file, genericParameters: allParameters)
        }
        for parameter in parameters {
            guard let constraint = parameter.constraint else { continue }
            self.requirements.append(
                Requirement(
                    subject: .name(parameter.name), relation: .conformance, constraint: qualified(constraint),
                    declaration: declaration, location: location))
        }
        for requirement in requirements {
            self.requirements.append(
                Requirement(
                    subject: qualified(requirement.subject), relation: requirement.relation,
                    constraint: qualified(requirement.constraint), declaration: declaration, location: location))
        }
    }
}

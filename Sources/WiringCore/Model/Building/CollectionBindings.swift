/// Builds collections: each contribution `into:` one is a binding reachable only through it, and once all are known,
/// each collection is one binding whose dependencies are its contributions, in order; a `// @AllowEmpty` collection
/// that nothing contributes to is an empty one.
extension BindingModelBuilder {
    /// A component's or provider's contribution `into:` a collection.
    struct Contribution {
        var collection: TypeKey
        /// The collection's type as the generated code spells it: `[any Plugin]`.
        var collectionType: TypeSyntax
        var isKeyed: Bool
        /// The contributing binding's key.
        var contributor: TypeKey
        /// The component's type or the provider's function, for messages and the tie-break of equal priorities.
        var contributorName: String
        /// The type of the value contributed, as the generated code spells it.
        var contributorType: TypeSyntax
        var priority: Int
        var key: (value: ContributionKey, location: SourceLocation)?
        /// Where `into:` is written.
        var location: SourceLocation
    }

    /// The contributor's own binding, reachable only through its collection.
    mutating func addContribution(
        _ annotation: Annotation, collection: Annotation.Collection, contributorName: String,
        contributorType: TypeSyntax, source: Binding.Source, effects: CreationEffects,
        location: SourceLocation,
        dependencies: [Dependency], enclosingTypes: [String], graph: Int?
    ) {
        let collectionKey = TypeKey(
            index.collectionType(collection, in: enclosingTypes, inFile: location.file),
            name: sources.names[location])
        let contributor = TypeKey(
            collectionKey.writtenType, name: collectionKey.name, role: .contribution(by: contributorName))
        var binding = Binding(
            type: contributorType, key: contributor, source: source, scope: annotation.scope,
            location: location, dependencies: dependencies, graph: graph)
        binding.collection = collectionKey
        binding.ownEffects = effects
        model.bindings.append(binding)
        let collectionType = index.collectionType(
            collection, in: enclosingTypes, inFile: location.file,
            spellElement: model.spelledType)
        contributions.append(
            Contribution(
                collection: collectionKey, collectionType: collectionType,
                isKeyed: collection.isKeyed, contributor: contributor,
                contributorName: contributorName, contributorType: contributorType, priority: annotation.priority ?? 0,
                key: annotation.key, location: collection.location))
    }

    /// The contributions by collection, the collections sorted by key, their contributions in order: descending
    /// priority, then contributor name, then place; a dictionary's by key, then place.
    func contributedCollections() -> [ContributedCollection] {
        let byCollection = Dictionary(grouping: contributions, by: \.collection)
        return byCollection.keys.sorted().map { collection in
            var members = byCollection[collection] ?? []
            if members[0].isKeyed {
                members.sort {
                    ($0.key?.value ?? .string(""), $0.location) < ($1.key?.value ?? .string(""), $1.location)
                }
            } else {
                members.sort {
                    ($1.priority, $0.contributorName, $0.location) < ($0.priority, $1.contributorName, $1.location)
                }
            }
            return ContributedCollection(key: collection, members: members)
        }
    }

    /// One binding per collection, its contributions in order; the checks found a dictionary's keys unique.
    mutating func addCollections(_ collections: [ContributedCollection]) {
        for collection in collections {
            let members = collection.members
            let dependencies = members.map { member in
                Dependency(
                    parameter: Parameter(
                        label: nil, name: member.contributorName,
                        type: TypeReference(syntax: member.contributorType, location: member.location),
                        defaultValue: nil, isVariadic: false, location: member.location),
                    key: member.contributor)
            }
            model.bindings.append(
                Binding(
                    type: members[0].collectionType, key: collection.key,
                    source: .collection(keys: collection.isKeyed ? members.map { $0.key?.value.literal ?? "" } : nil),
                    scope: .unscoped, location: members[0].location, dependencies: dependencies))
        }
    }

    /// The dependencies marked `// @AllowEmpty`, in the order of the bindings.
    func dependenciesAllowingEmpty() -> [Dependency] {
        Array(model.bindings.lazy.flatMap(\.dependencies).filter(\.allowsEmpty))
    }

    /// An empty collection for each `// @AllowEmpty` parameter that nothing contributes to; the checks left only
    /// those that take a collection.
    mutating func addEmptyCollections(for dependencies: [Dependency]) {
        guard !dependencies.isEmpty else { return }
        var bound = Set(model.bindings.map(\.key))
        for dependency in dependencies where bound.insert(dependency.key).inserted {
            // The checks left only arrays and dictionaries keyed by strings, whole numbers or enum cases.
            let type: TypeSyntax
            var keys: [String]?
            if let (key, value) = dependency.key.type.dictionaryTypes {
                type = .dictionary(key: key, value: model.spelledType(value))
                keys = []
            } else {
                type = .array(model.spelledType(dependency.key.type.arrayElement ?? dependency.key.type))
            }
            model.bindings.append(
                Binding(
                    type: type, key: dependency.key, source: .collection(keys: keys), scope: .unscoped,
                    location: dependency.parameter.location, dependencies: []))
        }
    }
}

/// A collection and its contributions, in the order the collection lists them.
struct ContributedCollection {
    var key: TypeKey
    var members: [BindingModelBuilder.Contribution]

    /// A dictionary (`[String: T]`, `[Int: T]`, `[Route: T]`), whose contributions have keys, rather than an array.
    var isKeyed: Bool { members[0].isKeyed }
}

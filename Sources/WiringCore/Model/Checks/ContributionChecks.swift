/// The checks of collections: a contribution's options (`into:` with `priority:` for an array, `key:` for a
/// dictionary, and no `as:`; a component with `assisted:` is refused `into:` by its own checks), that its contributor
/// conforms to the element type, that a dictionary's keys are unique, and that `// @AllowEmpty` is on a parameter
/// that takes a collection.
extension ModelChecks {
    /// `into:` replaces `as:`; `priority:` goes with an array, `key:` with a dictionary.
    func checkContributionOptions(_ annotation: Annotation, of owner: String) -> Bool {
        var fine = true
        func fail(_ id: DiagnosticID, _ message: String, at location: SourceLocation) {
            diagnostics.emit(.error(id, message, at: location))
            fine = false
        }
        guard let collection = annotation.collection else {
            if annotation.priority != nil || annotation.key != nil {
                fail(
                    .conflictingOptions,
                    "'\(annotation.priority != nil ? "priority" : "key")' only applies to a contribution: add 'into: [Type]' to the annotation of \(owner), or remove it",
                    at: annotation.location)
            }
            return fine
        }
        if let bound = annotation.boundTypes.first {
            fail(
                .conflictingOptions,
                "\(owner) contributes 'into: \(Self.spelled(collection))', so it is bound only into that collection and cannot also be bound 'as: \(bound.text)': remove 'as:', or contribute from a '// @Provides' function instead",
                at: bound.location)
        }
        if collection.isKeyed {
            if annotation.key == nil {
                fail(
                    .missingContributionKey,
                    "a contribution 'into: \(Self.spelled(collection))' needs its key: add \(Self.keyExample(collection))",
                    at: collection.location)
            }
            if annotation.priority != nil {
                fail(
                    .conflictingOptions,
                    "a dictionary has no order, so 'priority' does not apply to a contribution 'into: \(Self.spelled(collection))': remove it",
                    at: annotation.location)
            }
        } else if let key = annotation.key {
            fail(
                .conflictingOptions,
                "'key' only applies to a dictionary: write 'into: [String: \(collection.element.text)]', or remove 'key'",
                at: key.location)
        }
        return fine
    }

    /// The collection as written in the annotation: `[Plugin]`, `[String: Theme]`.
    private static func spelled(_ collection: Annotation.Collection) -> String {
        collection.keyType.map { "[\($0.text): \(collection.element.text)]" } ?? "[\(collection.element.text)]"
    }

    /// The `key:` a contribution to the collection would write: `'key: "…"'`, `'key: 3'` for `Int` keys, and
    /// `'key: .…'` for an enum's cases.
    private static func keyExample(_ collection: Annotation.Collection) -> String {
        switch collection.keyType?.syntax {
        case .name("String")?: "'key: \"…\"'"
        case .name("Int")?: "'key: 3'"
        default: "'key: .…' (one of the cases of '\(collection.keyType?.text ?? "")')"
        }
    }

    /// A component that provably does not conform to the collection's element type cannot be one of its elements.
    /// Only reported: the contribution is built all the same, and the compiler would say no more. An element that
    /// no declaration of the sources names but is close to a protocol's name is a typo: the message says which name
    /// was meant, and the collection of that one is not reported missing as well.
    mutating func checkConformance(of type: TypeDeclaration, toElementOf collection: Annotation.Collection) {
        // An element `any Lifting & Driving` needs each member.
        for elementName in collection.element.syntax.conformancePaths {
            let element = index.resolve(
                elementName, from: type.header.enclosingTypes.joined(separator: "."), inFile: type.nameLocation.file)
            let conforms = index.conforms(type.qualifiedName, to: element)
            if conforms != true, let meant = protocolMeant(by: element, for: type) {
                diagnostics.emit(
                    .error(
                        .missingConformance,
                        "'\(elementName)' is not a type of the sources, so '\(type.qualifiedName)' cannot be a contribution 'into: \(Self.spelled(collection))'; did you mean '\(meant)'?",
                        at: collection.element.location))
                var meantCollection = collection
                meantCollection.element.syntax = collection.element.syntax.substituting([elementName: .name(meant)])
                rejectedKeys.insert(
                    TypeKey(
                        index.collectionType(
                            meantCollection, in: type.header.enclosingTypes, inFile: type.nameLocation.file)))
                return
            }
            guard conforms == false else { continue }
            let missing =
                collection.element.syntax.compositionMembers == nil
                ? collection.element.text : elementName
            diagnostics.emit(
                .error(
                    .missingConformance,
                    "'\(type.qualifiedName)' does not conform to '\(missing)', so it cannot be a contribution 'into: \(Self.spelled(collection))'; add ': \(missing)' to its declaration (or an extension), or change 'into:'",
                    at: collection.element.location))
            return
        }
    }

    /// The protocol of the sources that `element` is a typo of: no declaration of the sources names it, nor does
    /// `type` declare it inherits it (from another module), and it is close to the name of a protocol declared or
    /// of a type `type` inherits; nil otherwise.
    private func protocolMeant(by element: String, for type: TypeDeclaration) -> String? {
        let inherited = index.declarationsAndExtensions(of: type.qualifiedName).flatMap(\.inheritedTypes).map(\.text)
        guard !index.isDeclared(element), !inherited.contains(element) else { return nil }
        let protocols = index.declarations.filter { $0.value.contains { $0.kind == .protocol } }.keys
        return NearMatches.suggestions(
            for: element, among: Array(protocols) + inherited, limit: 1
        ).first
    }

    /// A key contributed twice to a dictionary is an error, at the second (in key order, then place), with a note
    /// at the one before it. The collections are as the building orders them.
    func checkUniqueKeys(_ collections: [ContributedCollection]) {
        for collection in collections where collection.isKeyed {
            let members = collection.members
            for (previous, current) in zip(members, members.dropFirst()) where previous.key?.value == current.key?.value
            {
                guard let key = current.key, let first = previous.key else { continue }
                diagnostics.emit(
                    .error(
                        .duplicateContributionKey,
                        "key \(key.value.literal) is contributed twice to '\(collection.key)', by '\(previous.contributorName)' and '\(current.contributorName)'; a dictionary's keys must be unique: change one",
                        at: key.location,
                        notes: [.init("\(key.value.literal) is first contributed here", at: first.location)]))
            }
        }
    }

    /// The dependencies marked `// @AllowEmpty` that take a collection ('[T]' or '[String: T]'); the others are
    /// reported.
    func checkAllowEmpty(_ dependencies: [Dependency]) -> [Dependency] {
        dependencies.filter { dependency in
            let type = dependency.key.type
            guard type.arrayElement != nil || type.dictionaryTypes.map({ keyKind(ofQualified: $0.key) != nil }) == true
            else {
                diagnostics.emit(
                    .error(
                        .misplacedAnnotation,
                        "'@AllowEmpty' is for a parameter that takes a collection ('[T]' or '[String: T]'); '\(dependency.parameter.name)' takes '\(dependency.parameter.type.text)': remove '@AllowEmpty'",
                        at: dependency.parameter.location))
                return false
            }
            return true
        }
    }
}

extension ScannedFileArchive {
    /// Writes a scan field by field, in the order `Reader` reads it; the types' and strings' tables fill as they are
    /// met, and go first in the archive.
    struct Writer {
        /// Whether source locations and lists of comments are left out (for ``ScannedFileDigest/bare``): what is
        /// written then is the rest of the scan, which an edit inside a function body leaves as it was.
        var leavesOutLocationsAndComments = false
        private var body: [UInt8] = []
        private var strings: [String] = []
        private var stringNumbers = Numbering()
        /// The trees of the types, one after the other, in the order of their numbers.
        private var typeTable: [UInt8] = []
        /// Where each type's tree is in `typeTable`, by number.
        private var typeTrees: [Range<Int>] = []
        private var typeNumbers = Numbering()
        /// Where a type's tree is written before it is looked up in the table.
        private var tree: [UInt8] = []

        /// The tables, then the body.
        var archive: [UInt8] {
            var bytes: [UInt8] = []
            Self.append(strings.count, to: &bytes)
            for string in strings {
                Self.append(string.utf8.count, to: &bytes)
                bytes += string.utf8
            }
            Self.append(typeTrees.count, to: &bytes)
            return bytes + typeTable + body
        }

        mutating func write(_ file: ScannedFile) {
            write(file.imports.count)
            for declaration in file.imports {
                write(declaration.module)
                write(declaration.isConditional)
                write(declaration.spiGroups.count)
                for group in declaration.spiGroups { write(group) }
                write(declaration.access?.rawValue ?? "")
            }
            write(file.declarations)
            write(file.lineComments)
        }

        // MARK: - Declarations

        private mutating func write(_ declarations: [Declaration]) {
            write(declarations.count)
            for declaration in declarations {
                switch declaration {
                case .type(let type):
                    write(tag: DeclarationTag.type.rawValue)
                    write(type.header)
                    write(type.kind.rawValue)
                    write(type.name)
                    write(type.nameLocation)
                    write(type.genericParameters)
                    write(type.genericRequirements)
                    write(type.inheritedTypes.count)
                    for inherited in type.inheritedTypes { write(inherited) }
                    write(type.members)
                case .initializer(let initializer):
                    write(tag: DeclarationTag.initializer.rawValue)
                    write(initializer.header)
                    write(initializer.failability.rawValue)
                    write(initializer.genericParameters)
                    write(initializer.genericRequirements)
                    write(initializer.parameters)
                    write(initializer.effects)
                case .function(let function):
                    write(tag: DeclarationTag.function.rawValue)
                    write(function.header)
                    write(function.name)
                    write(function.nameLocation)
                    write(function.genericParameters)
                    write(function.genericRequirements)
                    write(function.parameters)
                    write(function.effects)
                    write(function.returnType)
                case .variable(let variable):
                    write(tag: DeclarationTag.variable.rawValue)
                    write(variable.header)
                    write(variable.isLet)
                    write(variable.bindings.count)
                    for binding in variable.bindings {
                        write(binding.name)
                        write(binding.location)
                        write(binding.type)
                        write(binding.hasInitialValue)
                        write(binding.isComputed)
                        write(binding.hasSetter)
                        write(binding.getterEffects)
                    }
                case .other(let other):
                    write(tag: DeclarationTag.other.rawValue)
                    write(other.header)
                    write(other.keyword)
                    write(other.name)
                    write(present: other.enumCases != nil)
                    if let enumCases = other.enumCases {
                        write(enumCases.count)
                        for enumCase in enumCases {
                            write(enumCase.name)
                            write(enumCase.hasAssociatedValues)
                            write(enumCase.location)
                        }
                    }
                    write(other.aliasedType)
                }
            }
        }

        private mutating func write(_ header: DeclarationHeader) {
            write(header.comments)
            write(header.attributes.count)
            for attribute in header.attributes {
                write(attribute.name)
                write(attribute.arguments)
                write(attribute.location)
            }
            write(header.modifiers)
            write(header.location)
            write(header.enclosingTypes)
            write(present: header.conditionalBranch != nil)
            if let branch = header.conditionalBranch {
                write(branch.opening)
                write(branch.directive)
                write(branch.location)
                write(branch.openingLocation)
                write(branch.ordinal)
            }
        }

        private mutating func write(_ parameters: [GenericParameter]?) {
            write(present: parameters != nil)
            guard let parameters else { return }
            write(parameters.count)
            for parameter in parameters {
                write(parameter.name)
                write(parameter.kind.rawValue)
                write(parameter.constraint)
            }
        }

        private mutating func write(_ requirements: [GenericRequirement]) {
            write(requirements.count)
            for requirement in requirements {
                write(requirement.subject)
                write(requirement.relation.rawValue)
                write(requirement.constraint)
            }
        }

        private mutating func write(_ parameters: [Parameter]) {
            write(parameters.count)
            for parameter in parameters {
                write(parameter.label)
                write(parameter.name)
                write(parameter.type)
                write(parameter.defaultValue)
                write(parameter.isVariadic)
                write(parameter.location)
                write(parameter.comments)
            }
        }

        private mutating func write(_ effects: Effects) {
            write(effects.isAsync)
            write(present: effects.throwsClause != nil)
            switch effects.throwsClause {
            case nil: break
            case .throws: write(tag: ThrowsTag.throws.rawValue)
            case .rethrows: write(tag: ThrowsTag.rethrows.rawValue)
            case .typed(let thrownType):
                write(tag: ThrowsTag.typed.rawValue)
                write(thrownType)
            }
        }

        private mutating func write(_ comments: [Comment]) {
            if leavesOutLocationsAndComments { return }
            write(comments.count)
            for comment in comments {
                write(comment.text)
                write(comment.textLocation)
            }
        }

        private mutating func write(_ reference: TypeReference?) {
            write(present: reference != nil)
            if let reference { write(reference) }
        }

        private mutating func write(_ reference: TypeReference) {
            write(reference.syntax)
            write(reference.location)
        }

        // MARK: - Types

        /// A type's number in the table, the tree written there the first time the type is met. Types are told apart
        /// by their trees' bytes: hashing the trees themselves with `Hasher` cost more than writing them.
        private mutating func write(_ type: TypeSyntax) {
            // The tree is written before the number is given, so that a tree holds no number of its own.
            tree.removeAll(keepingCapacity: true)
            swap(&body, &tree)
            writeTree(type)
            swap(&body, &tree)
            let number = tree.withUnsafeBufferPointer { tree in
                var hash = StableHash()
                hash.combine(tree)
                return typeNumbers.number(hash: hash.value) { typeTable[typeTrees[$0]].elementsEqual(tree) }
            }
            if number == typeTrees.count {
                typeTrees.append(typeTable.count..<typeTable.count + tree.count)
                typeTable += tree
            }
            write(number)
        }

        private mutating func write(_ type: TypeSyntax?) {
            write(present: type != nil)
            if let type { write(type) }
        }

        /// A tree in full, written where `body` is (the tree being looked up, while `write(_:)` swaps them).
        private mutating func writeTree(_ type: TypeSyntax) {
            switch type {
            case .named(let members):
                write(tag: TypeTag.named.rawValue)
                write(members.count)
                for member in members {
                    write(member.name)
                    write(present: member.arguments != nil)
                    if let arguments = member.arguments { writeTrees(arguments) }
                }
            case .array(let element):
                write(tag: TypeTag.array.rawValue)
                writeTree(element)
            case .dictionary(let key, let value):
                write(tag: TypeTag.dictionary.rawValue)
                writeTree(key)
                writeTree(value)
            case .optional(let wrapped, let isImplicitlyUnwrapped):
                write(tag: TypeTag.optional.rawValue)
                writeTree(wrapped)
                write(isImplicitlyUnwrapped)
            case .tuple(let elements):
                write(tag: TypeTag.tuple.rawValue)
                writeElements(elements)
            case .function(let function):
                write(tag: TypeTag.function.rawValue)
                writeElements(function.parameters)
                write(function.isAsync)
                write(function.isThrowing)
                write(present: function.thrownType != nil)
                if let thrownType = function.thrownType { writeTree(thrownType) }
                writeTree(function.result)
            case .existential(let constraint):
                write(tag: TypeTag.existential.rawValue)
                writeTree(constraint)
            case .opaque(let constraint):
                write(tag: TypeTag.opaque.rawValue)
                writeTree(constraint)
            case .composition(let members):
                write(tag: TypeTag.composition.rawValue)
                writeTrees(members)
            case .metatype(let instance, let keyword):
                write(tag: TypeTag.metatype.rawValue)
                writeTree(instance)
                write(keyword)
            case .attributed(let attributes, let type):
                write(tag: TypeTag.attributed.rawValue)
                write(attributes)
                writeTree(type)
            case .specified(let specifier, let type):
                write(tag: TypeTag.specified.rawValue)
                write(specifier)
                writeTree(type)
            case .variadic(let element):
                write(tag: TypeTag.variadic.rawValue)
                writeTree(element)
            case .suppressed(let type):
                write(tag: TypeTag.suppressed.rawValue)
                writeTree(type)
            case .verbatim(let written):
                write(tag: TypeTag.verbatim.rawValue)
                write(written)
            }
        }

        private mutating func writeTrees(_ types: [TypeSyntax]) {
            write(types.count)
            for type in types { writeTree(type) }
        }

        private mutating func writeElements(_ elements: [TypeSyntax.Element]) {
            write(elements.count)
            for element in elements {
                write(element.label)
                writeTree(element.type)
            }
        }

        // MARK: - Values

        private mutating func write(_ location: SourceLocation) {
            if leavesOutLocationsAndComments { return }
            write(location.line)
            write(location.column)
        }

        /// A string's number in the table of strings.
        private mutating func write(_ string: String) {
            var hash = StableHash()
            hash.combine(string)
            let number = stringNumbers.number(hash: hash.value) { strings[$0] == string }
            if number == strings.count { strings.append(string) }
            write(number)
        }

        private mutating func write(_ string: String?) {
            write(present: string != nil)
            if let string { write(string) }
        }

        private mutating func write(_ strings: [String]) {
            write(strings.count)
            for string in strings { write(string) }
        }

        private mutating func write(_ number: Int) {
            Self.append(number, to: &body)
        }

        private mutating func write(_ flag: Bool) {
            body.append(flag ? 1 : 0)
        }

        /// Whether an optional value follows.
        private mutating func write(present: Bool) {
            body.append(present ? 1 : 0)
        }

        private mutating func write(tag: UInt8) {
            body.append(tag)
        }

        /// LEB128: seven bits a byte, low bits first, the high bit set on every byte but the last.
        private static func append(_ number: Int, to bytes: inout [UInt8]) {
            var rest = UInt64(bitPattern: Int64(number))
            while rest >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
                rest >>= 7
            }
            bytes.append(UInt8(rest))
        }
    }
}

/// Numbers for the strings or the types of an archive, given in the order they are first met: an open-addressing
/// table of their ``StableHash``es, each match confirmed by the caller. A `[String: Int]` and a `[TypeSyntax: Int]`
/// hashed every string and every type with `Hasher`, which cost half of encoding a scan.
private struct Numbering {
    private var hashes: [UInt64] = []
    /// For each slot, the number there, or -1; a power of two, at most half full.
    private var slots = [Int](repeating: -1, count: 256)

    /// The number of what hashes to `hash` and `isNumbered` says has the number; the next number when nothing has.
    mutating func number(hash: UInt64, isNumbered: (Int) -> Bool) -> Int {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let number = slots[slot]
            if hashes[number] == hash, isNumbered(number) { return number }
            slot = (slot + 1) & mask
        }
        let number = hashes.count
        hashes.append(hash)
        slots[slot] = number
        if hashes.count * 2 > slots.count { grow() }
        return number
    }

    private mutating func grow() {
        slots = [Int](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (number, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = number
        }
    }
}

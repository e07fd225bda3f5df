extension ScannedFileArchive {
    /// Why an archive does not read: it ends early, holds a tag, number or raw value that nothing writes, or goes on
    /// after the file's last field.
    struct Malformed: Error {}

    /// Reads an archive in the order `Writer` writes it, through a pointer rather than an array's index (which a debug
    /// build, the one the build plugin runs, checks and calls through on every byte), each read checked against the
    /// end first.
    struct Reader {
        private let base: UnsafePointer<UInt8>
        private let count: Int
        private let path: String
        private var position = 0
        private var strings: [String] = []
        private var types: [TypeSyntax] = []

        init(base: UnsafePointer<UInt8>, count: Int, path: String) {
            self.base = base
            self.count = count
            self.path = path
        }

        mutating func readArchive() throws(Malformed) -> ScannedFile {
            let stringCount = try readCount()
            strings.reserveCapacity(stringCount)
            for _ in 0..<stringCount {
                let length = try readCount()
                strings.append(
                    String(decoding: UnsafeBufferPointer(start: base + position, count: length), as: UTF8.self))
                position += length
            }
            let typeCount = try readCount()
            types.reserveCapacity(typeCount)
            for _ in 0..<typeCount { types.append(try readTree()) }
            var imports: [ImportDeclaration] = []
            for _ in 0..<(try readCount()) {
                var declaration = ImportDeclaration(module: try readString(), isConditional: try readBool())
                for _ in 0..<(try readCount()) { declaration.spiGroups.append(try readString()) }
                declaration.access = AccessLevel(rawValue: try readString())
                imports.append(declaration)
            }
            let file = ScannedFile(
                path: path, imports: imports, declarations: try readDeclarations(), lineComments: try readComments())
            guard position == count else { throw Malformed() }
            return file
        }

        // MARK: - Declarations

        private mutating func readDeclarations() throws(Malformed) -> [Declaration] {
            let declarationCount = try readCount()
            var declarations: [Declaration] = []
            declarations.reserveCapacity(declarationCount)
            for _ in 0..<declarationCount {
                switch DeclarationTag(rawValue: try readByte()) {
                case .type:
                    let header = try readHeader()
                    guard let kind = TypeDeclaration.Kind(rawValue: try readString()) else { throw Malformed() }
                    let name = try readString()
                    let nameLocation = try readLocation()
                    let genericParameters = try readGenericParameters()
                    let genericRequirements = try readGenericRequirements()
                    var inheritedTypes: [TypeReference] = []
                    for _ in 0..<(try readCount()) { inheritedTypes.append(try readTypeReference()) }
                    declarations.append(
                        .type(
                            TypeDeclaration(
                                header: header, kind: kind, name: name, nameLocation: nameLocation,
                                genericParameters: genericParameters, genericRequirements: genericRequirements,
                                inheritedTypes: inheritedTypes, members: try readDeclarations())))
                case .initializer:
                    let header = try readHeader()
                    guard let failability = InitializerDeclaration.Failability(rawValue: try readString()) else {
                        throw Malformed()
                    }
                    declarations.append(
                        .initializer(
                            InitializerDeclaration(
                                header: header, failability: failability,
                                genericParameters: try readGenericParameters(),
                                genericRequirements: try readGenericRequirements(), parameters: try readParameters(),
                                effects: try readEffects())))
                case .function:
                    declarations.append(
                        .function(
                            FunctionDeclaration(
                                header: try readHeader(), name: try readString(), nameLocation: try readLocation(),
                                genericParameters: try readGenericParameters(),
                                genericRequirements: try readGenericRequirements(), parameters: try readParameters(),
                                effects: try readEffects(),
                                returnType: try readBool() ? try readTypeReference() : nil)))
                case .variable:
                    let header = try readHeader()
                    let isLet = try readBool()
                    var bindings: [VariableDeclaration.Binding] = []
                    for _ in 0..<(try readCount()) {
                        bindings.append(
                            VariableDeclaration.Binding(
                                name: try readString(), location: try readLocation(),
                                type: try readBool() ? try readTypeReference() : nil,
                                hasInitialValue: try readBool(), isComputed: try readBool(), hasSetter: try readBool(),
                                getterEffects: try readEffects()))
                    }
                    declarations.append(
                        .variable(VariableDeclaration(header: header, isLet: isLet, bindings: bindings)))
                case .other:
                    let header = try readHeader()
                    let keyword = try readString()
                    let name = try readOptionalString()
                    var enumCases: [EnumCase]?
                    if try readBool() {
                        var cases: [EnumCase] = []
                        for _ in 0..<(try readCount()) {
                            cases.append(
                                EnumCase(
                                    name: try readString(), hasAssociatedValues: try readBool(),
                                    location: try readLocation()))
                        }
                        enumCases = cases
                    }
                    let aliasedType = try readBool() ? try readTypeReference() : nil
                    declarations.append(
                        .other(
                            OtherDeclaration(
                                header: header, keyword: keyword, name: name, enumCases: enumCases,
                                aliasedType: aliasedType)))
                case nil:
                    throw Malformed()
                }
            }
            return declarations
        }

        private mutating func readHeader() throws(Malformed) -> DeclarationHeader {
            let comments = try readComments()
            var attributes: [Attribute] = []
            for _ in 0..<(try readCount()) {
                attributes.append(
                    Attribute(name: try readString(), arguments: try readOptionalString(), location: try readLocation())
                )
            }
            return DeclarationHeader(
                comments: comments, attributes: attributes, modifiers: try readStrings(), location: try readLocation(),
                enclosingTypes: try readStrings(),
                conditionalBranch: try readBool()
                    ? ConditionalBranch(
                        opening: try readString(), directive: try readString(), location: try readLocation(),
                        openingLocation: try readLocation(), ordinal: try readNumber())
                    : nil)
        }

        private mutating func readGenericParameters() throws(Malformed) -> [GenericParameter]? {
            guard try readBool() else { return nil }
            var parameters: [GenericParameter] = []
            for _ in 0..<(try readCount()) {
                let name = try readString()
                guard let kind = GenericParameter.Kind(rawValue: try readString()) else { throw Malformed() }
                parameters.append(
                    GenericParameter(name: name, kind: kind, constraint: try readBool() ? try readType() : nil))
            }
            return parameters
        }

        private mutating func readGenericRequirements() throws(Malformed) -> [GenericRequirement] {
            var requirements: [GenericRequirement] = []
            for _ in 0..<(try readCount()) {
                let subject = try readType()
                guard let relation = GenericRequirement.Relation(rawValue: try readString()) else { throw Malformed() }
                requirements.append(
                    GenericRequirement(subject: subject, relation: relation, constraint: try readType()))
            }
            return requirements
        }

        private mutating func readParameters() throws(Malformed) -> [Parameter] {
            let parameterCount = try readCount()
            var parameters: [Parameter] = []
            parameters.reserveCapacity(parameterCount)
            for _ in 0..<parameterCount {
                parameters.append(
                    Parameter(
                        label: try readOptionalString(), name: try readString(), type: try readTypeReference(),
                        defaultValue: try readOptionalString(), isVariadic: try readBool(),
                        location: try readLocation(),
                        comments: try readComments()))
            }
            return parameters
        }

        private mutating func readEffects() throws(Malformed) -> Effects {
            let isAsync = try readBool()
            guard try readBool() else { return Effects(isAsync: isAsync, throwsClause: nil) }
            let throwsClause: ThrowsClause
            switch ThrowsTag(rawValue: try readByte()) {
            case .throws: throwsClause = .throws
            case .rethrows: throwsClause = .rethrows
            case .typed: throwsClause = .typed(thrownType: try readString())
            case nil: throw Malformed()
            }
            return Effects(isAsync: isAsync, throwsClause: throwsClause)
        }

        private mutating func readComments() throws(Malformed) -> [Comment] {
            let commentCount = try readCount()
            var comments: [Comment] = []
            comments.reserveCapacity(commentCount)
            for _ in 0..<commentCount {
                comments.append(Comment(text: try readString(), textLocation: try readLocation()))
            }
            return comments
        }

        private mutating func readTypeReference() throws(Malformed) -> TypeReference {
            TypeReference(syntax: try readType(), location: try readLocation())
        }

        // MARK: - Types

        /// A type by its number in the table.
        private mutating func readType() throws(Malformed) -> TypeSyntax {
            let number = try readNumber()
            guard number < types.count else { throw Malformed() }
            return types[number]
        }

        /// A tree in full, in the types' table.
        private mutating func readTree() throws(Malformed) -> TypeSyntax {
            switch TypeTag(rawValue: try readByte()) {
            case .named:
                var members: [TypeSyntax.Member] = []
                for _ in 0..<(try readCount()) {
                    members.append(
                        TypeSyntax.Member(name: try readString(), arguments: try readBool() ? try readTrees() : nil))
                }
                return .named(members)
            case .array:
                return .array(try readTree())
            case .dictionary:
                return .dictionary(key: try readTree(), value: try readTree())
            case .optional:
                return .optional(try readTree(), isImplicitlyUnwrapped: try readBool())
            case .tuple:
                return .tuple(try readElements())
            case .function:
                return .function(
                    TypeSyntax.Function(
                        parameters: try readElements(), isAsync: try readBool(), isThrowing: try readBool(),
                        thrownType: try readBool() ? try readTree() : nil, result: try readTree()))
            case .existential:
                return .existential(try readTree())
            case .opaque:
                return .opaque(try readTree())
            case .composition:
                return .composition(try readTrees())
            case .metatype:
                return .metatype(try readTree(), keyword: try readString())
            case .attributed:
                return .attributed(try readStrings(), try readTree())
            case .specified:
                return .specified(try readString(), try readTree())
            case .variadic:
                return .variadic(try readTree())
            case .suppressed:
                return .suppressed(try readTree())
            case .verbatim:
                return .verbatim(try readString())
            case nil:
                throw Malformed()
            }
        }

        private mutating func readTrees() throws(Malformed) -> [TypeSyntax] {
            var trees: [TypeSyntax] = []
            for _ in 0..<(try readCount()) { trees.append(try readTree()) }
            return trees
        }

        private mutating func readElements() throws(Malformed) -> [TypeSyntax.Element] {
            var elements: [TypeSyntax.Element] = []
            for _ in 0..<(try readCount()) {
                elements.append(TypeSyntax.Element(label: try readOptionalString(), type: try readTree()))
            }
            return elements
        }

        // MARK: - Values

        private mutating func readLocation() throws(Malformed) -> SourceLocation {
            SourceLocation(file: path, line: try readNumber(), column: try readNumber())
        }

        /// A string by its number in the table.
        private mutating func readString() throws(Malformed) -> String {
            let number = try readNumber()
            guard number < strings.count else { throw Malformed() }
            return strings[number]
        }

        private mutating func readOptionalString() throws(Malformed) -> String? {
            try readBool() ? try readString() : nil
        }

        private mutating func readStrings() throws(Malformed) -> [String] {
            var strings: [String] = []
            for _ in 0..<(try readCount()) { strings.append(try readString()) }
            return strings
        }

        private mutating func readBool() throws(Malformed) -> Bool {
            switch try readByte() {
            case 0: return false
            case 1: return true
            default: throw Malformed()
            }
        }

        /// A count of things that follow, or of a string's bytes: each takes a byte at least, so a count larger than
        /// the bytes left is damage (and must not make a read allocate for it).
        private mutating func readCount() throws(Malformed) -> Int {
            let number = try readNumber()
            guard number <= count - position else { throw Malformed() }
            return number
        }

        /// A number that `Writer` wrote, no larger than `Int.max`: none it writes is negative.
        private mutating func readNumber() throws(Malformed) -> Int {
            var number: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                let byte = try readByte()
                guard shift < 63 || byte <= 0x7F else { throw Malformed() }
                number |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { break }
                shift += 7
            }
            guard number <= UInt64(Int.max) else { throw Malformed() }
            return Int(number)
        }

        private mutating func readByte() throws(Malformed) -> UInt8 {
            guard position < count else { throw Malformed() }
            defer { position += 1 }
            return base[position]
        }
    }
}

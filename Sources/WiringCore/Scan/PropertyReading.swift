/// `var` and `let` declarations, one binding per name: the type, whether there is an initial value, and whether it
/// is stored or computed (observers keep a property stored), which decides what a memberwise init and `@Inject`
/// properties are made of.
extension DeclarationReader {
    mutating func readVariable(isLet: Bool, header: DeclarationHeader) -> VariableDeclaration {
        var bindings: [VariableDeclaration.Binding] = []
        while !source.isAtEnd(index) {
            let bindingLocation = source.location(index)
            var name = "_"
            if source.isName(index) {
                name = Self.unescaped(source.text(index))
                index += 1
            } else if source.isPunctuation(index, "(") {
                skipGroup()
            } else {
                break
            }
            var type: TypeReference?
            if source.isPunctuation(index, ":") {
                index += 1
                type = readTypeReference(stopAtLineStart: true)
            }
            var hasInitialValue = false
            if source.isOperator(index, "=") {
                hasInitialValue = true
                index += 1
                skipExpression(stopAtComma: true, stopAtLineStart: true)
            }
            var isComputed = false
            var hasSetter = false
            var getterEffects = Effects()
            if source.isPunctuation(index, "{") {
                isComputed = !isObserverBlock(at: index)
                let blockStart = index
                skipGroup()
                hasSetter = isComputed && declaresSetter(from: blockStart, to: index)
                if isComputed { getterEffects = self.getterEffects(from: blockStart, to: index) }
            }
            if let type, name != "_" {
                // `var a, b: Int`: as in the compiler, a type also applies to the plain names before it that have
                // neither a type nor an initial value.
                for previous in bindings.indices.reversed() {
                    let binding = bindings[previous]
                    guard binding.name != "_", binding.type == nil, !binding.hasInitialValue, !binding.isComputed else {
                        break
                    }
                    bindings[previous].type = type
                }
            }
            bindings.append(
                .init(
                    name: name, location: bindingLocation, type: type,
                    hasInitialValue: hasInitialValue, isComputed: isComputed, hasSetter: hasSetter,
                    getterEffects: getterEffects))
            guard source.isPunctuation(index, ",") else { break }
            index += 1
        }
        return VariableDeclaration(header: header, isLet: isLet, bindings: bindings)
    }

    /// `{ willSet … }` / `{ didSet … }` after a property: observers, which keep the property stored.
    func isObserverBlock(at position: Int) -> Bool {
        var next = position + 1
        while source.isPunctuation(next, "@"), next + 1 < source.tokens.count { next += 2 }
        return source.isWord(next, "willSet") || source.isWord(next, "didSet")
    }

    /// Whether the accessor block from `start` (its `{`) to `end` (after its `}`) declares `set` at its top level:
    /// `{ get set }` in a protocol, `set { … }` in a type.
    private func declaresSetter(from start: Int, to end: Int) -> Bool {
        var depth = 0
        for position in start..<end {
            if source.isPunctuation(position, "{") || source.isPunctuation(position, "(")
                || source.isPunctuation(position, "[")
            {
                depth += 1
            } else if source.isPunctuation(position, "}") || source.isPunctuation(position, ")")
                || source.isPunctuation(position, "]")
            {
                depth -= 1
            } else if depth == 1, source.isWord(position, "set") || source.isWord(position, "_modify") {
                return true
            }
        }
        return false
    }

    /// The effects after the `get` of the accessor block from `start` (its `{`) to `end` (after its `}`): `async` and
    /// `throws` of `{ get async throws }` in a protocol, or of `get throws { … }` in a type.
    private mutating func getterEffects(from start: Int, to end: Int) -> Effects {
        var depth = 0
        for position in start..<end {
            if source.isPunctuation(position, "{") || source.isPunctuation(position, "(")
                || source.isPunctuation(position, "[")
            {
                depth += 1
            } else if source.isPunctuation(position, "}") || source.isPunctuation(position, ")")
                || source.isPunctuation(position, "]")
            {
                depth -= 1
            } else if depth == 1, source.isWord(position, "get") {
                let resume = index
                index = position + 1
                defer { index = resume }
                return readEffects()
            }
        }
        return Effects()
    }
}

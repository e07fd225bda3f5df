/// The values of the options that take one (`scope:`, `as:`, `into:`, `priority:`, `teardown:`, `isolation:`,
/// `key:`, `assisted:`, and the graph names of `in:`, `graph:` and `parent:`), each read into the annotation, or reported where it breaks the grammar: the part of
/// ``AnnotationParser`` that knows what each option accepts.
extension AnnotationParser {
    mutating func parseScope(into annotation: inout Annotation) {
        let valueStart = position
        let valid = Scope.allCases.map { "." + $0.rawValue }
        guard consume("."), let name = readIdentifier() else {
            fail(
                .invalidOptionValue, "expected a scope after 'scope:'; use \(NearMatches.quotedList(valid))",
                at: valueStart)
            return
        }
        guard let scope = Scope(rawValue: name) else {
            var message = "unknown scope '.\(name)'"
            if let suggestion = NearMatches.suggestions(for: name, among: Scope.allCases.map(\.rawValue), limit: 1)
                .first
            {
                message += "; did you mean '.\(suggestion)'?"
            } else {
                message += "; use \(NearMatches.quotedList(valid))"
            }
            fail(.invalidOptionValue, message, at: valueStart)
            return
        }
        annotation.scope = scope
    }

    mutating func parseBoundTypes(into annotation: inout Annotation) {
        if peek() == UInt8(ascii: "[") {
            let listStart = position
            position += 1
            skipSpacesAcrossLines()
            if consume("]") {
                fail(
                    .invalidOptionValue,
                    "'as: []' lists no type; remove it, or name the protocols the component is bound as", at: listStart)
                return
            }
            // Every comma is followed by a type: `[A, ]` is as malformed as `[A, 42]`.
            repeat {
                skipSpacesAcrossLines()
                guard let type = parseTypeName() else { return }
                annotation.boundTypes.append(type)
                skipSpacesAcrossLines()
            } while consume(",")
            if !consume("]") { fail(.annotationSyntax, "expected ',' or ']' in the list of 'as:'") }
        } else if let type = parseTypeName() {
            annotation.boundTypes.append(type)
        }
    }

    /// `into: [Plugin]`, or a dictionary `into: [Key: Plugin]`, whose key type the model checks.
    mutating func parseCollection(into annotation: inout Annotation) {
        let start = position
        let expected = "expected a collection type after 'into:', like 'into: [Plugin]' or 'into: [String: Plugin]'"
        guard consume("[") else {
            fail(.invalidOptionValue, expected, at: start)
            return
        }
        skipSpacesAcrossLines()
        let typeStart = position
        guard var type = readTypeName() else {
            fail(.invalidOptionValue, expected, at: typeStart)
            return
        }
        var elementStart = typeStart
        var keyType: TypeReference?
        skipSpacesAcrossLines()
        if consume(":") {
            keyType = TypeReference(syntax: type, location: location(at: typeStart))
            skipSpacesAcrossLines()
            elementStart = position
            guard let element = readTypeName() else {
                fail(.invalidOptionValue, expected, at: elementStart)
                return
            }
            type = element
            skipSpacesAcrossLines()
        }
        guard consume("]") else {
            fail(.annotationSyntax, "expected ']' to close the collection type of 'into:'")
            return
        }
        annotation.collection = .init(
            element: TypeReference(syntax: type, location: location(at: elementStart)),
            keyType: keyType, location: location(at: start))
    }

    /// `priority: 10` or `priority: -1`: a whole number.
    mutating func parsePriority(into annotation: inout Annotation) {
        let start = position
        guard let value = readWholeNumber(maximumDigits: 9) else {
            fail(
                .invalidOptionValue,
                "expected a whole number after 'priority:', like 'priority: 10' (at most 9 digits)", at: start)
            return
        }
        annotation.priority = value
    }

    /// A whole number, `10` or `-1`, of at most `maximumDigits` digits; nil for anything else.
    private mutating func readWholeNumber(maximumDigits: Int) -> Int? {
        let isNegative = consume("-")
        let digitsStart = position
        while let byte = peek(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { position += 1 }
        guard position > digitsStart, position - digitsStart <= maximumDigits,
            let value = Int(String(decoding: bytes[digitsStart..<position], as: UTF8.self))
        else { return nil }
        return isNegative ? -value : value
    }

    /// `teardown: close`: the name of a method without parameters.
    mutating func parseTeardown(into annotation: inout Annotation) {
        let start = position
        guard let name = readIdentifier(), name != "_" else {
            fail(.invalidOptionValue, "expected a method name after 'teardown:', like 'teardown: close'", at: start)
            return
        }
        annotation.teardown = (name, location(at: start))
    }

    /// `isolation: .mainActor` or `isolation: .nonisolated`.
    mutating func parseIsolation(into annotation: inout Annotation) {
        let valueStart = position
        let names = DeclaredIsolation.allCases.map(\.rawValue)
        guard consume("."), let name = readIdentifier(), let isolation = DeclaredIsolation(rawValue: name) else {
            fail(
                .invalidOptionValue,
                "expected an isolation after 'isolation:'; use \(NearMatches.quotedList(names.map { "." + $0 }))",
                at: valueStart)
            return
        }
        annotation.isolation = (isolation, location(at: valueStart))
    }

    /// `key: "dark"`, `key: 3` or `key: .home`: a string literal without escapes, quotes or line breaks (so it is
    /// safe to write into code), a whole number, or an enum case's name. Which kind the collection takes, the model
    /// checks.
    mutating func parseKey(into annotation: inout Annotation) {
        let start = position
        let expected =
            "expected a key after 'key:': a string like 'key: \"dark\"' (without '\\' or quotes inside), a whole number like 'key: 3', or an enum case like 'key: .home'"
        if consume(".") {
            guard let name = readIdentifier(), name != "_" else {
                fail(.invalidOptionValue, expected, at: start)
                return
            }
            annotation.key = (.enumCase(name), location(at: start))
            return
        }
        if let byte = peek(), byte == UInt8(ascii: "-") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) {
            guard let value = readWholeNumber(maximumDigits: 18) else {
                fail(.invalidOptionValue, expected + " (at most 18 digits)", at: start)
                return
            }
            annotation.key = (.integer(value), location(at: start))
            return
        }
        guard consume("\"") else {
            fail(.invalidOptionValue, expected, at: start)
            return
        }
        let textStart = position
        while let byte = peek(), byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20, byte != 0x7F {
            position += 1
        }
        let text = String(decoding: bytes[textStart..<position], as: UTF8.self)
        guard consume("\""), !text.includes("\u{FFFD}") else {
            fail(.invalidOptionValue, expected, at: start)
            return
        }
        annotation.key = (.string(text), location(at: start))
    }

    /// `assisted: topSpeed` or `assisted: [topSpeed, driver]`: parameter names.
    mutating func parseAssisted(into annotation: inout Annotation) {
        let isList = consume("[")
        repeat {
            skipSpacesAcrossLines()
            let start = position
            guard let name = readIdentifier() else {
                fail(
                    .invalidOptionValue,
                    "expected a parameter name after 'assisted:', like 'assisted: topSpeed' or 'assisted: [topSpeed, driver]'",
                    at: start)
                return
            }
            annotation.assistedParameters.append(.init(name: name, location: location(at: start)))
            skipSpacesAcrossLines()
        } while isList && consume(",")
        if isList, !consume("]") { fail(.annotationSyntax, "expected ',' or ']' in the list of 'assisted:'") }
    }

    /// `in: MemberGraph`, `graph: MemberGraph`, `parent: MemberGraph`: the name of a graph class, which the generated
    /// file declares (or, for the root graph, is the configured name): one identifier.
    mutating func parseGraphName(option: String) -> Annotation.GraphName? {
        let start = position
        guard let name = readTypeIdentifier(), peek() != UInt8(ascii: ".") else {
            fail(
                .invalidOptionValue,
                "expected the name of a graph after '\(option):', like '\(option): MemberGraph': one identifier, which becomes the graph's class",
                at: start)
            return nil
        }
        return Annotation.GraphName(name: name, location: location(at: start))
    }
}

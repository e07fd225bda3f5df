/// Names the generated graph's members.
///
/// The rule, as documented in the reference: an input's accessor is its property name; every other binding's is its
/// type's name in lowerCamelCase (`RaceCar` → `raceCar`, `URLSession` → `urlSession`, `Garage.Lift` → `garageLift`,
/// `[Wheel]` → `wheelArray`, `Engine?` → `optionalEngine`), after its `@Named` name (`backupStore`). When two bindings would get the same name, the one whose
/// type sorts first (inputs before everything else) keeps it and the others get `2`, `3`, … in that order. No
/// accessor takes the name of a free `@Provides` function or of a type of the sources (`engine` for a type named
/// `engine` is `engine2`), which it would hide inside the graph.
package struct NameAllocator {
    private var taken: Set<String>

    init(reserved: Set<String>) {
        taken = reserved.union(["init", "deinit", "self", "Self", "Type", "Protocol"])
    }

    /// Marks a name as taken, whoever took it: an entry point's, which its protocol fixes.
    mutating func claim(_ name: String) {
        taken.insert(name)
    }

    /// `base`, or `base2`, `base3`, … if taken; marks the result as taken.
    mutating func allocate(_ base: String) -> String {
        var name = base
        var suffix = 2
        while taken.contains(name) {
            name = base + String(suffix)
            suffix += 1
        }
        taken.insert(name)
        return name
    }

    /// The lowerCamelCase name for a binding: its type's name, after the `@Named` name if it has one
    /// (`Store @Named(backup)` → `backupStore`).
    package static func accessorBase(for key: TypeKey, type typeText: String) -> String {
        let base = accessorBase(forType: typeText)
        guard let name = key.name else { return base }
        return lowerCamelCase(name) + upperFirst(base)
    }

    /// The lowerCamelCase name for a type's text.
    static func accessorBase(forType typeText: String) -> String {
        var words = identifierWords(typeText).filter { $0 != "any" && $0 != "some" }
        if typeText.hasPrefix("[") {
            words.append(isDictionary(typeText) ? "Dictionary" : "Array")
        }
        if typeText.hasSuffix("?") || typeText.hasSuffix("!") { words.insert("Optional", at: 0) }
        guard let first = words.first else { return "value" }
        return lowerCamelCase(first) + words.dropFirst().map(upperFirst).joined()
    }

    /// The names in a type's text, split at every ASCII character that cannot be part of one (as Swift's
    /// identifiers, any other character can).
    private static func identifierWords(_ text: String) -> [String] {
        text.utf8.split { !Lexer.isIdentifierBody($0) }.map { String(decoding: $0, as: UTF8.self) }
    }

    /// `[K: V]` at the top level (not `[(a: Int)]`).
    private static func isDictionary(_ text: String) -> Bool {
        var depth = 0
        for character in text {
            switch character {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            case ":" where depth == 1: return true
            default: break
            }
        }
        return false
    }

    /// Lowercases a leading run of capitals, keeping the last one when it starts the next word:
    /// `URLSession` → `urlSession`, `UUID` → `uuid`, `V8Engine` → `v8Engine`.
    package static func lowerCamelCase(_ word: String) -> String {
        // Names are nearly always ASCII, where characters are bytes: the same rule without breaking the text into
        // grapheme clusters, which took most of the renderer's time.
        var bytes = Array(word.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return lowerCamelCaseOfCharacters(word) }
        let isUpper = { (byte: UInt8) in byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        let isLetter = { (byte: UInt8) in isUpper(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) }
        var upperRun = 0
        while upperRun < bytes.count, isUpper(bytes[upperRun]) { upperRun += 1 }
        if upperRun == 0 { return word }
        var lowered = upperRun
        if upperRun > 1, upperRun < bytes.count, isLetter(bytes[upperRun]) { lowered -= 1 }
        for index in 0..<lowered { bytes[index] += UInt8(ascii: "a") - UInt8(ascii: "A") }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The same rule over characters, for a name that is not ASCII.
    private static func lowerCamelCaseOfCharacters(_ word: String) -> String {
        let characters = Array(word)
        var upperRun = 0
        while upperRun < characters.count, characters[upperRun].isUppercase { upperRun += 1 }
        if upperRun == 0 { return word }
        var lowered = upperRun
        if upperRun > 1, upperRun < characters.count, characters[upperRun].isLetter { lowered -= 1 }
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// `raceCar` → `RaceCar`, after `make` or another word.
    static func upperFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// Swift keywords that need backticks when declared as a property name.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "as", "false", "is", "nil", "super", "throws", "true", "try", "Any", "package",
    ]

    /// The name as a declaration spells it: `` `default` `` for a keyword.
    static func declared(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }
}

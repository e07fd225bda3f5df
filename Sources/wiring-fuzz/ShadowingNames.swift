/// Names that shadow what the generated graph spells: a declared name of the input renamed, everywhere it stands
/// as a whole word, to a name of the standard library or Foundation, a keyword in backticks, a member or fixed name
/// of the graph, the graph's own name, or a lowercase name; or a declaration of such a name added at the end.
extension Mutator {
    static let shadowingNames = [
        "Task", "TaskLocal", "Result", "Optional", "Error", "Never", "Sendable", "NSLock", "NSRecursiveLock", "Int",
        "String", "Set", "Timer", "Data", "`default`", "`class`", "`Type`", "`Self`", "`init`", "shutdown", "inject",
        "overrides", "overridden", "mainActorOverridden", "assertNotShutDown", "lock", "parent", "instance",
        "AppGraph", "Overrides", "LazyValue", "engine", "httpSession", "日本",
    ]

    mutating func shadowingName(into bytes: inout [UInt8]) -> String {
        let shadow = Self.shadowingNames.randomElement(using: &generator)!
        let declared = AnnotationText.declaredNames(in: bytes)
        guard let name = declared.randomElement(using: &generator), generator.chance(3, in: 4) else {
            let keyword = generator.chance(1, in: 2) ? "struct" : "func"
            bytes += Array("\n\(keyword) \(shadow)\(keyword == "func" ? "()" : "") {}\n".utf8)
            return "\(keyword) '\(shadow)' declared at the end"
        }
        bytes = Self.renamingWord(name, to: shadow, in: bytes)
        return "'\(name)' renamed '\(shadow)'"
    }

    /// `bytes` with every whole-word `word` written `replacement`.
    private static func renamingWord(_ word: String, to replacement: String, in bytes: [UInt8]) -> [UInt8] {
        let target = Array(word.utf8)
        let written = Array(replacement.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let isStart = index == 0 || !isWordByte(bytes[index - 1])
            let end = index + target.count
            if isStart, end <= bytes.count, bytes[index..<end].elementsEqual(target),
                end == bytes.count || !isWordByte(bytes[end])
            {
                result += written
                index = end
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }

    /// A byte of an identifier: ASCII letters, digits and `_`, and every byte of a character past ASCII.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }
}

/// Every type, extension and typealias declared in the scanned files, by qualified name: what the binding model
/// needs to find a component's inits (in its body and extensions) and to check `as:` conformances.
struct TypeIndex {
    private(set) var declarations: [String: [TypeDeclaration]] = [:]
    private(set) var extensions: [String: [TypeDeclaration]] = [:]
    private(set) var typealiases: Set<String> = []

    init(files: [ScannedFile]) {
        for file in files { add(file.declarations) }
    }

    private mutating func add(_ members: [Declaration]) {
        for member in members {
            switch member {
            case .type(let type):
                if type.kind == .extension {
                    extensions[type.qualifiedName, default: []].append(type)
                } else {
                    declarations[type.qualifiedName, default: []].append(type)
                }
                add(type.members)
            case .other(let other) where other.keyword == "typealias":
                if let name = other.name {
                    typealiases.insert((other.header.enclosingTypes + [name]).joined(separator: "."))
                }
            default:
                break
            }
        }
    }

    /// The type's own declaration and its extensions.
    func declarationsAndExtensions(of qualifiedName: String) -> [TypeDeclaration] {
        (declarations[qualifiedName] ?? []) + (extensions[qualifiedName] ?? [])
    }

    /// The qualified name a type reference written inside `context` (a qualified type name) refers to, looking
    /// outwards through the enclosing types as Swift does; the name as written when no declaration matches.
    func resolve(_ name: String, from context: String) -> String {
        var scope = context.split(separator: ".").map(String.init)
        while !scope.isEmpty {
            let candidate = (scope + [name]).joined(separator: ".")
            if declarations[candidate] != nil || typealiases.contains(candidate) { return candidate }
            scope.removeLast()
        }
        return name
    }

    /// Whether `typeName` or one of its enclosing types is generic or private, which keeps the generated code
    /// from naming it; returns the first such declaration.
    func unusableEnclosingType(of enclosingTypes: [String]) -> (TypeDeclaration, reason: String)? {
        for depth in stride(from: enclosingTypes.count, to: 0, by: -1) {
            let name = enclosingTypes.prefix(depth).joined(separator: ".")
            for declaration in declarations[name] ?? [] {
                if declaration.genericParameters != nil { return (declaration, "generic") }
                if declaration.header.isFilePrivate { return (declaration, "private") }
            }
        }
        return nil
    }

    /// Whether `typeName` provably conforms to (or inherits from) `target`: true when the inheritance clauses of
    /// the type, its extensions and its supertypes in the sources lead to it; false when they provably do not;
    /// nil when the answer depends on a type declared outside the sources (the compiler then decides).
    func conforms(_ typeName: String, to target: String) -> Bool? {
        let targetName = Self.bareName(target)
        if typealiases.contains(targetName) || Self.implicitConformances.contains(targetName) { return nil }
        var visited: Set<String> = []
        var pending = [typeName]
        var dependsOnUnknownType = false
        while let current = pending.popLast() {
            guard visited.insert(current).inserted else { continue }
            let found = declarationsAndExtensions(of: current)
            if found.isEmpty || typealiases.contains(current) {
                dependsOnUnknownType = true
                continue
            }
            for declaration in found {
                for inherited in declaration.inheritedTypes {
                    let name = Self.bareName(inherited.text)
                    if name.isEmpty { continue }
                    let resolved = resolve(name, from: declaration.header.enclosingTypes.joined(separator: "."))
                    if resolved == targetName || name == targetName { return true }
                    pending.append(resolved)
                }
            }
        }
        return dependsOnUnknownType ? nil : false
    }

    /// Protocols a type may conform to without saying so (or that every class has), left to the compiler.
    private static let implicitConformances: Set<String> = ["Sendable", "AnyObject", "Copyable", "Escapable",
                                                             "BitwiseCopyable", "Any"]

    /// `Outer.Inner` from `any Outer.Inner<Int>?`; empty for a suppressed conformance like `~Copyable`.
    static func bareName(_ typeText: String) -> String {
        var text = Substring(typeText)
        while text.hasPrefix("@") {
            guard let space = text.firstIndex(of: " ") else { return "" }
            text = text[text.index(after: space)...]
        }
        if text.hasPrefix("~") { return "" }
        if text.hasPrefix("any ") { text = text.dropFirst(4) }
        if let angle = text.firstIndex(of: "<") { text = text[..<angle] }
        while text.hasSuffix("?") || text.hasSuffix("!") { text = text.dropLast() }
        return String(text)
    }
}

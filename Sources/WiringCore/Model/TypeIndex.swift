/// Every type, extension and typealias declared in the scanned files, by qualified name: what the binding model
/// needs to find a component's inits (in its body and extensions) and to check `as:` conformances.
///
/// A class, built once and only read: the model's checks pass it around and capture it in closures tens of thousands
/// of times, and each copy of a struct of ten tables retained every one of them.
final class TypeIndex: Sendable {
    let declarations: [String: [TypeDeclaration]]
    let extensions: [String: [TypeDeclaration]]
    let typealiases: Set<String>
    /// What each typealias of the sources stands for, by qualified name: an attribute may name a global actor
    /// through one.
    let aliasedTypes: [String: OtherDeclaration]
    /// The dependency module of each file that belongs to one, by path.
    private let moduleOfFile: [String: DependencyModule]
    private let importsOfFile: [String: Set<String>]
    /// The files of modules that isolate what has no isolation of its own to the main actor, by path.
    private let mainActorByDefaultFiles: Set<String>
    let moduleNames: Set<String>
    /// Whether no file imports a module Wiring does not read: then every type the sources can name is declared in
    /// them or in the standard library.
    let importsOnlyScannedModules: Bool
    /// The names of the generic parameters of each generic type, by qualified name: inside it (and its extensions
    /// and nested types) they name the parameter, not a declaration of the same name.
    let genericParameterNames: [String: Set<String>]
    /// The names that follow a dot in the qualified name of a type or typealias of the sources (`Lift` of
    /// `Garage.Lift`): a name written inside a type resolves to one nested in a type only when its first name is one
    /// of them, which most names are not, so ``resolve(_:from:inFile:)`` looks through the enclosing types only then.
    private let nestedNames: Set<String>

    init(files: [ScannedFile]) {
        var tables = Tables()
        var importsOfFile: [String: Set<String>] = [:]
        var mainActorByDefaultFiles: Set<String> = []
        var moduleOfFile: [String: DependencyModule] = [:]
        var moduleNames: Set<String> = []
        for file in files {
            tables.add(file.declarations)
            importsOfFile[file.path] = Set(file.imports.map(\.module))
            if file.isMainActorByDefault { mainActorByDefaultFiles.insert(file.path) }
            if let module = file.module {
                moduleOfFile[file.path] = module
                moduleNames.insert(module.name)
            }
        }
        declarations = tables.declarations
        extensions = tables.extensions
        typealiases = tables.typealiases
        aliasedTypes = tables.aliasedTypes
        genericParameterNames = tables.genericParameterNames
        self.moduleOfFile = moduleOfFile
        self.importsOfFile = importsOfFile
        self.mainActorByDefaultFiles = mainActorByDefaultFiles
        self.moduleNames = moduleNames
        importsOnlyScannedModules = importsOfFile.values.allSatisfy { $0.isSubset(of: moduleNames) }
        nestedNames = Set(
            (Array(tables.declarations.keys) + tables.typealiases).flatMap { $0.pieces().dropFirst().map(String.init) })
    }

    /// The tables of the declarations, filled one declaration at a time.
    private struct Tables {
        var declarations: [String: [TypeDeclaration]] = [:]
        var extensions: [String: [TypeDeclaration]] = [:]
        var typealiases: Set<String> = []
        var aliasedTypes: [String: OtherDeclaration] = [:]
        var genericParameterNames: [String: Set<String>] = [:]

        mutating func add(_ members: [Declaration]) {
            for member in members {
                switch member {
                case .type(let type):
                    if let parameters = type.genericParameters, type.kind != .extension {
                        genericParameterNames[type.qualifiedName, default: []].formUnion(parameters.map(\.name))
                    }
                    if type.kind == .extension {
                        extensions[type.qualifiedName, default: []].append(type)
                    } else {
                        declarations[type.qualifiedName, default: []].append(type)
                    }
                    add(type.members)
                case .other(let other) where other.keyword == "typealias":
                    if let name = other.name {
                        let qualifiedName = (other.header.enclosingTypes + [name]).joined(separator: ".")
                        typealiases.insert(qualifiedName)
                        if other.aliasedType != nil { aliasedTypes[qualifiedName] = other }
                    }
                default:
                    break
                }
            }
        }
    }

    /// Whether `file`'s module is built with `.defaultIsolation(MainActor.self)`.
    func isMainActorByDefault(file: String) -> Bool {
        mainActorByDefaultFiles.contains(file)
    }

    /// The dependency module `file` belongs to; nil for the target's own files.
    func module(ofFile file: String) -> DependencyModule? {
        moduleOfFile[file]
    }

    /// Whether a scope is a module's name rather than a type's: the scope ``ModuleNamespaces`` gives a clashing
    /// free function.
    func isModuleScope(_ scope: String) -> Bool {
        moduleNames.contains(scope) && declarations[scope] == nil
    }

    /// The type's own declaration and its extensions. Most types have no extension: their declarations are
    /// handed back as stored, not copied one by one into a new array.
    func declarationsAndExtensions(of qualifiedName: String) -> [TypeDeclaration] {
        guard let extensions = extensions[qualifiedName] else { return declarations[qualifiedName] ?? [] }
        return (declarations[qualifiedName] ?? []) + extensions
    }

    /// The qualified name a type reference written in `file`, inside `context` (a qualified type name), refers to,
    /// looking outwards through the enclosing types and then the file's module as Swift does; the name as written
    /// when no declaration matches. Types that several modules declare are known as `Module.Name` (see
    /// ``ModuleNamespaces``): a file sees its own module's one, or the one of the only such module it imports.
    func resolve(_ name: String, from context: String, inFile file: String) -> String {
        let module = moduleOfFile[file]?.name
        // The context shortened one type at a time, as a prefix of its text: splitting and joining it again for
        // every name was a large part of building the model of a big graph.
        let firstName = name[..<(name.firstIndex(ofASCII: ".") ?? name.endIndex)]
        var scope = nestedNames.contains(String(firstName)) ? context[...] : ""
        while true {
            if scope.isEmpty, let module, isDeclared(module + "." + name) { return module + "." + name }
            let candidate = scope.isEmpty ? name : scope + "." + name
            if isDeclared(candidate) { return candidate }
            if scope.isEmpty { break }
            scope = scope[..<(scope.utf8.lastIndex(of: UInt8(ascii: ".")) ?? scope.startIndex)]
        }
        guard !moduleNames.isEmpty else { return name }
        if let dot = name.firstIndex(ofASCII: "."), moduleNames.contains(String(name[..<dot])) {
            // `Networking.Session` written for a type that only one module declares, so the index knows it as `Session`.
            let unqualified = String(name[name.index(after: dot)...])
            let declaringModules = (declarations[unqualified] ?? []).map { moduleOfFile[$0.nameLocation.file]?.name }
            if declaringModules.contains(String(name[..<dot])) { return unqualified }
            return name
        }
        let imported = moduleNames.filter { isDeclared($0 + "." + name) && importsOfFile[file]?.contains($0) == true }
        return imported.count == 1 ? imported.first! + "." + name : name
    }

    /// The lowest access among the types a (qualified) type names that the sources declare, counting the types
    /// they are nested in; `public` when it names none of them.
    func access(of type: TypeSyntax) -> AccessLevel {
        var lowest = AccessLevel.public
        type.forEachNamed { members in
            var path = members[0].name
            for depth in members.indices {
                if depth > 0 { path += "." + members[depth].name }
                for declaration in declarations[path] ?? [] {
                    lowest = min(lowest, declaration.header.writtenAccessLevel ?? .internal)
                }
            }
        }
        return lowest
    }

    /// Whether the sources declare a type (or a typealias) of the name.
    func isDeclared(_ qualifiedName: String) -> Bool {
        declarations[qualifiedName] != nil || typealiases.contains(qualifiedName)
    }

    /// Whether `typeName` or one of its enclosing types is generic or private, which keeps the generated code
    /// from naming it; returns the first such declaration.
    func unusableEnclosingType(
        of enclosingTypes: [String], allowsGeneric: Bool = false
    ) -> (TypeDeclaration, reason: String)? {
        for depth in stride(from: enclosingTypes.count, to: 0, by: -1) {
            let name = enclosingTypes.prefix(depth).joined(separator: ".")
            for declaration in declarations[name] ?? [] {
                if declaration.genericParameters != nil, !allowsGeneric { return (declaration, "generic") }
                if declaration.header.isFilePrivate { return (declaration, "private") }
            }
        }
        return nil
    }

    /// Whether `typeName` provably conforms to (or inherits from) `target`: true when the inheritance clauses of
    /// the type, its extensions and its supertypes in the sources lead to it; false when they provably do not;
    /// nil when the answer depends on a declaration outside the sources (the compiler then decides): a `target`
    /// declared outside them, or a typealias.
    func conforms(_ typeName: String, to targetName: String) -> Bool? {
        if typealiases.contains(targetName) || Self.implicitConformances.contains(targetName) { return nil }
        // A protocol or class the sources declare can be conformed to or inherited from only where it is visible, and
        // every module the target can see is scanned: a supertype declared elsewhere (`AnyObject`, `NSObject`, a
        // framework's protocol) cannot lead to it. A typealias in the sources still might.
        let targetIsScanned = declarations[targetName] != nil
        var visited: Set<String> = []
        var pending = [typeName]
        var dependsOnUnknownType = false
        while let current = pending.popLast() {
            guard visited.insert(current).inserted else { continue }
            let found = declarationsAndExtensions(of: current)
            if found.isEmpty, targetIsScanned, !typealiases.contains(current) { continue }
            if found.isEmpty || typealiases.contains(current) {
                dependsOnUnknownType = true
                continue
            }
            for declaration in found {
                // `class ReachTruck: Lifting & Driving` conforms to each member.
                for name in declaration.inheritedTypes.lazy.flatMap(\.syntax.conformancePaths) {
                    let resolved = resolve(
                        name, from: declaration.header.enclosingTypes.joined(separator: "."),
                        inFile: declaration.nameLocation.file)
                    if resolved == targetName || name == targetName { return true }
                    pending.append(resolved)
                }
            }
        }
        return dependsOnUnknownType ? nil : false
    }

    /// Whether two types provably differ: plain names that are not the same, neither a typealias of the sources,
    /// and one declared in the sources or both types of the standard library (`String` and `Int`). Anything else
    /// (a framework's typealias, `[Int]`) is the compiler's to tell.
    func differs(_ type: TypeSyntax, from other: TypeSyntax) -> Bool {
        guard type.isPlainPath, other.isPlainPath, type != other else { return false }
        let names = [type.written, other.written]
        if names.contains(where: typealiases.contains) { return false }
        return names.contains { declarations[$0] != nil } || Self.distinctStandardTypes.isSuperset(of: names)
    }

    /// Protocols and types of the standard library that an `as:` may name, which no scanned file declares.
    static let standardLibraryNames: Set<String> = implicitConformances.union(distinctStandardTypes).union([
        "Error", "Actor", "AnyActor", "Equatable", "Hashable", "Comparable", "Identifiable", "Codable", "Encodable",
        "Decodable", "CustomStringConvertible", "CustomDebugStringConvertible", "CaseIterable", "RawRepresentable",
        "Sequence", "Collection", "IteratorProtocol", "AnyHashable", "AnyClass", "Never", "Void",
    ])

    /// Types of the standard library that are types of their own, not typealiases: two of them are never the same.
    private static let distinctStandardTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "Bool", "String", "Character", "Substring",
    ]

    /// Protocols a type may conform to without saying so (or that every class has), left to the compiler.
    private static let implicitConformances: Set<String> = [
        "Sendable", "AnyObject", "Copyable", "Escapable",
        "BitwiseCopyable", "Any",
    ]
}

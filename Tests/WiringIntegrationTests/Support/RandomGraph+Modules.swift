import Foundation
import SeededRandom

/// A random graph's components as a library module of their own, for graphs generated in the module that imports it:
/// every declaration the graph or the driver uses made `public` (``PublicLibrary/text(of:_:)``), the module named so
/// that a type may hide it (``ModuleName``), and free `@Provides` functions named like the generated graph's own
/// members (``PublicLibrary/namedLikeGraphMembers(seed:)``). `RandomGraphModulesTests` builds and runs them.
enum PublicLibrary {
    /// Where the library's name may be hidden in the module that imports it.
    enum ModuleName: Equatable {
        /// `Library`, which nothing else declares.
        case plain
        /// Named like one of its own types (`Part3`, whose type `Part3` it declares).
        case likeItsOwnType(String)
        /// `Library`, and the importing module declares `struct Library {}`.
        case likeATypeOfTheImporter

        var name: String {
            if case .likeItsOwnType(let type) = self { type } else { "Library" }
        }

        /// The importing module's declaration that hides the module's name, if any.
        var importerDeclaration: String? {
            self == .likeATypeOfTheImporter ? "struct \(name) {}" : nil
        }
    }

    /// One or two of the library's types that the importing module declares a type of its own named like (`struct
    /// Trait0 {}`), so that there the bare name means its own: the generated graph must spell the library's with
    /// the module. Types that no binding is named after, not even a composition (a shared name would add the module
    /// to the binding's property, which the driver reads by the model's names), and that the driver does not name.
    static func namesTheImporterDeclares(
        _ graph: RandomGraph, library: String, driver: String, seed: UInt64
    ) -> [String] {
        var random = SplitMix64(seed: seed ^ 0x5_4AD0_2)
        let words = { (text: String) in Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)) }
        let (declared, driverNames) = (words(library), words(driver))
        let unbound = ["NodeFailure", "MainActorBase", "MainActorScreen"]
            + (0..<graph.absentProtocols).map { "Absent\($0)" }
            + graph.nodes.indices.flatMap { [graph.baseClassName(of: $0), graph.middleClassName(of: $0)] }
        let candidates = unbound.filter { declared.contains($0) && !driverNames.contains($0) }
        let first = random.pick(candidates)
        let second = random.chance(50) ? random.pick(candidates.filter { $0 != first }) : nil
        return [first, second].compactMap { $0 }
    }

    /// The graph's functions that a free function of the sources may be named like: an accessor calling such a
    /// function by its bare name inside the graph class would call the member.
    static let graphMemberNames = ["inject", "shutdown", "assertNotShutDown", "overridden", "mainActorOverridden"]

    /// One to all of ``graphMemberNames``, from the seed.
    static func namedLikeGraphMembers(seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed ^ 0x6E_3BE5)
        let names = graphMemberNames.filter { _ in random.chance(50) }
        return names.isEmpty ? [random.pick(graphMemberNames) ?? "inject"] : names
    }

    /// `public func shutdown() -> ShutdownResult`, annotated `@Provides`, and the type it returns: the graph's
    /// accessor is `shutdownResult`, whose `name` is the function's.
    static func providers(namedLike names: [String]) -> String {
        names.map { name in
            let type = name.prefix(1).uppercased() + name.dropFirst() + "Result"
            return """

                /// Named like a member of the generated graph, which its accessor must not call instead.
                public struct \(type) {
                    public let name: String
                    public init(name: String) { self.name = name }
                }

                // @Provides
                public func \(name)() -> \(type) { \(type)(name: "\(name)") }

                """
        }.joined()
    }

    /// The driver's line that reads each such provider's value, and what it prints.
    static func driverCheck(namedLike names: [String]) -> (code: String, expected: String) {
        let reads = names.map { "membersGraph.\($0)Result.name" }
        return (
            "\nlet membersGraph = makeGraph()\nprint(\"named like the graph's members:\", \(reads.joined(separator: ", ")))\n",
            "named like the graph's members: \(names.joined(separator: " "))"
        )
    }

    /// Whether a line of the sources' code (not of their comments) names one of the graph's child graphs: a factory
    /// of one, which a library cannot declare, as the graph is generated in the module that imports it.
    static func namesAGraph(_ source: String, _ graph: RandomGraph) -> Bool {
        let names = (1..<graph.graphParents.count).map { graph.graphName($0) }
        return source.split(separator: "\n").contains { line in
            !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") && names.contains { line.contains($0) }
        }
    }

    /// A line of the sources that the rewrite does not know: the sources' writers changed, and the rewrite must learn
    /// the new form rather than pass it through unchanged.
    struct UnknownLine: Error, CustomStringConvertible {
        var number: Int
        var text: String
        var description: String { "line \(number) has a form PublicLibrary does not rewrite: \(text)" }
    }

    /// The sources with `public` on each top-level declaration and on each member of a type (not of a protocol,
    /// whose requirements take the protocol's access): the form a library's components take when another module's
    /// graph creates them. Structs and enums are `@frozen`, so that they are `Sendable` where they were. A struct that relies on its memberwise init gets a public one, as the implicit one is
    /// internal; an injected class (which the driver makes with `init()`) gets `public init() {}`. Memberwise
    /// components are declared with inits beforehand (their stored properties' annotations are read from the
    /// memberwise init only), so a graph's nodes must not be memberwise.
    static func text(of source: String, _ graph: RandomGraph) throws -> String {
        precondition(!graph.nodes.contains(where: \.isMemberwise), "memberwise components stay internal")
        let injectedClasses = Set(graph.nodes.filter { $0.kind == .injected }.map(\.className))
        var output: [String] = []
        /// The open top-level declaration: whether its lines are left as they are (a protocol's requirements, a
        /// function's body), and the stored properties without a value that a struct without an init must take in
        /// its public memberwise init.
        var keepsLines = false
        var openActor = false
        var openStruct: (properties: [(name: String, type: String)], hasInit: Bool)?
        for (offset, line) in source.components(separatedBy: "\n").enumerated() {
            if line.hasPrefix("    ") {
                guard !keepsLines else {
                    output.append(line)
                    continue
                }
                var member = try publicMember(line, number: offset + 1)
                // Another module reads an actor's `let` synchronously only when it is `nonisolated` (an actor takes
                // only Sendable values).
                if openActor, member.hasPrefix("    public let ") { member = "    nonisolated" + member.dropFirst(3) }
                if openStruct != nil {
                    if member.hasPrefix("    public let "), !member.contains(" = ") {
                        let declaration = member.dropFirst("    public let ".count)
                        let name = String(declaration.prefix { $0 != ":" })
                        openStruct?.properties.append((name, String(declaration.dropFirst(name.count + 2))))
                    }
                    if member.contains(" init(") { openStruct?.hasInit = true }
                }
                output.append(member)
                continue
            }
            if line == "}" {
                if let open = openStruct, !open.hasInit { output.append(memberwiseInit(open.properties)) }
                keepsLines = false
                openActor = false
                openStruct = nil
                output.append(line)
                continue
            }
            let declaration = try publicDeclaration(line, number: offset + 1)
            let opensBody = line.hasSuffix("{") && !line.hasSuffix("{}")
            if opensBody {
                keepsLines = line.hasPrefix("protocol ") || line.contains("func ")
                openStruct = line.hasPrefix("struct ") ? ([], false) : nil
                openActor = line.hasPrefix("actor ") || line.hasPrefix("@MainActor actor ")
            }
            output.append(oneLineStructWithInit(declaration))
            if let name = typeName(declaredBy: line, keyword: "final class "), injectedClasses.contains(name) {
                output.append("    public init() {}")
            }
        }
        return output.joined(separator: "\n")
    }

    /// A top-level line: a declaration made public, or a line without access (a comment, an extension, an
    /// attribute on a line of its own).
    private static func publicDeclaration(_ line: String, number: Int) throws -> String {
        if line.isEmpty || line.hasPrefix("//") || line.hasPrefix("extension ") || line == "@MainActor" { return line }
        if line.hasPrefix("nonisolated(unsafe) var ") {
            return "nonisolated(unsafe) public var " + line.dropFirst("nonisolated(unsafe) var ".count)
        }
        if line == "@MainActor class MainActorBase { init() {} }" {
            return "@MainActor public class MainActorBase { public init() {} }"
        }
        let attribute = line.hasPrefix("@MainActor ") ? "@MainActor " : ""
        let rest = line.dropFirst(attribute.count)
        let keywords = ["func ", "protocol ", "struct ", "final class ", "class ", "enum ", "actor "]
        guard keywords.contains(where: { rest.hasPrefix($0) }) else { throw UnknownLine(number: number, text: line) }
        // Swift infers `Sendable` for a struct or enum that is `@frozen` as for one that is not public.
        let frozen = rest.hasPrefix("struct ") || rest.hasPrefix("enum ") ? "@frozen " : ""
        return attribute + frozen + "public " + rest
    }

    /// A member line of a type: a stored property, an init, a method, made public; an attribute, a comment, a
    /// parameter list's close, or a body's line as it is.
    private static func publicMember(_ line: String, number: Int) throws -> String {
        let body = line.dropFirst(4)
        if body.hasPrefix(" ") || body.hasPrefix("//") || body.hasPrefix(")") || body == "}" || body == "@MainActor" {
            return line
        }
        let modifiers = ["nonisolated(nonsending) ", "nonisolated "]
        let modifier = modifiers.first { body.hasPrefix($0) } ?? ""
        let rest = body.dropFirst(modifier.count)
        let keywords = ["let ", "var ", "init(", "override init(", "func ", "static func "]
        guard keywords.contains(where: { rest.hasPrefix($0) }) else { throw UnknownLine(number: number, text: line) }
        return "    " + modifier + "public " + rest
    }

    /// `@frozen public struct Badge2 { public let number: Int }` with its public memberwise init, on one line.
    private static func oneLineStructWithInit(_ line: String) -> String {
        guard line.hasPrefix("@frozen public struct "), line.hasSuffix(" }"), let open = line.range(of: " { let ") else {
            return line
        }
        let declaration = line[open.upperBound...].dropLast(2)
        let name = String(declaration.prefix { $0 != ":" })
        let type = String(declaration.dropFirst(name.count + 2))
        return String(line[..<open.lowerBound]) + " { public let \(name): \(type); "
            + "public init(\(name): \(type)) { self.\(name) = \(name) } }"
    }

    /// The public init a struct's memberwise init would be: function-typed properties are taken `@escaping`.
    private static func memberwiseInit(_ properties: [(name: String, type: String)]) -> String {
        let parameters = properties.map { property in
            let isFunction = property.type.contains("->") && !property.type.hasSuffix("?")
            return "\(property.name): \(isFunction ? "@escaping " : "")\(property.type)"
        }
        let assignments = properties.map { "self.\($0.name) = \($0.name)" }
        return "    public init(\(parameters.joined(separator: ", "))) {"
            + (assignments.isEmpty ? "" : " " + assignments.joined(separator: "; ") + " ") + "}"
    }

    private static func typeName(declaredBy line: String, keyword: String) -> String? {
        guard line.hasPrefix(keyword) else { return nil }
        return String(line.dropFirst(keyword.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }
}

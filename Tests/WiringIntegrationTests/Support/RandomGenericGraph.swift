import SeededRandom

/// A random graph of generic components and generic providers, with the sources, the driver and the driver's output
/// computed from one model (docs/Annotations.md, "Generic components"): record types `Rec0`…, generic components
/// `Store0<R>`… (shared or not, some bound `as: Repo0<R>`, each maybe asking for a lower-numbered store or a generic
/// provider's `Box0<R>` of the same argument, or of a fixed one), and a `Root` that asks for random specializations,
/// some of them only through `// @Optional` parameters (`Store0<Rec1>?`), which specialize as plain ones do.
/// The model computes which specializations are made and how many instances of each one two reads of `root` create.
struct RandomGenericGraph {
    struct Template {
        var isShared: Bool
        var hasRole: Bool
        /// Another store asked for with the same type argument.
        var store: Int?
        /// A store asked for with a fixed record type, whatever the argument.
        var fixedStore: (store: Int, record: Int)?
        /// The box of a generic provider, asked for with the same argument.
        var box: Int?
    }

    enum Request: Hashable {
        case store(Int, record: Int)
        case role(Int, record: Int)
        case box(Int, record: Int)
    }

    let seed: UInt64
    var records: Int
    var templates: [Template] = []
    var boxes: [Bool] = []
    var requests: [Request] = []
    /// The positions of the requests `Root` takes as `// @Optional` parameters.
    var optionalRequests: Set<Int> = []

    init(seed: UInt64) {
        self.seed = seed
        var random = SplitMix64(seed: seed)
        records = Int.random(in: 1...4, using: &random)
        boxes = (0..<Int.random(in: 0...2, using: &random)).map { _ in random.chance(50) }
        for index in 0..<Int.random(in: 1...6, using: &random) {
            var template = Template(isShared: random.chance(50), hasRole: random.chance(40))
            if index > 0, random.chance(50) { template.store = Int.random(in: 0..<index, using: &random) }
            if index > 0, random.chance(30) {
                template.fixedStore = (Int.random(in: 0..<index, using: &random), Int.random(in: 0..<records, using: &random))
            }
            if !boxes.isEmpty, random.chance(40) { template.box = Int.random(in: 0..<boxes.count, using: &random) }
            templates.append(template)
        }
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            let record = Int.random(in: 0..<records, using: &random)
            let template = Int.random(in: 0..<templates.count, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0 where templates[template].hasRole: requests.append(.role(template, record: record))
            case 1 where !boxes.isEmpty: requests.append(.box(Int.random(in: 0..<boxes.count, using: &random), record: record))
            default: requests.append(.store(template, record: record))
            }
        }
        // `any Repo0<Rec1>?` would need parentheses; the stores and boxes are asked for optionally.
        for (position, request) in requests.enumerated() where random.chance(30) {
            if case .role = request { continue }
            optionalRequests.insert(position)
        }
    }

    // MARK: - The model

    /// The specializations made: each store and box asked for, through the requests and what those ask for.
    var made: Set<Request> {
        var made: Set<Request> = []
        var pending = requests.map(normalized)
        while let request = pending.popLast() {
            guard made.insert(request).inserted else { continue }
            pending += dependencies(of: request)
        }
        return made
    }

    /// A role is the same binding as its store's, for what is made.
    private func normalized(_ request: Request) -> Request {
        if case .role(let template, let record) = request { return .store(template, record: record) }
        return request
    }

    private func dependencies(of request: Request) -> [Request] {
        guard case .store(let index, let record) = request else { return [] }
        let template = templates[index]
        var dependencies: [Request] = []
        if let store = template.store { dependencies.append(.store(store, record: record)) }
        if let fixed = template.fixedStore { dependencies.append(.store(fixed.store, record: fixed.record)) }
        if let box = template.box { dependencies.append(.box(box, record: record)) }
        return dependencies
    }

    private func isShared(_ request: Request) -> Bool {
        switch normalized(request) {
        case .store(let template, _): templates[template].isShared
        case .box(let box, _): boxes[box]
        case .role: false
        }
    }

    /// How many instances of each specialization two reads of `root` (unscoped) create.
    var creations: [String: Int] {
        var counts: [String: Int] = [:]
        var created: Set<Request> = []
        func create(_ request: Request) {
            let request = normalized(request)
            if isShared(request), created.contains(request) { return }
            for dependency in dependencies(of: request) { create(dependency) }
            created.insert(request)
            counts[typeName(request), default: 0] += 1
        }
        for _ in 0..<2 { for request in requests { create(request) } }
        return counts
    }

    // MARK: - Spelling

    func typeName(_ request: Request) -> String {
        switch request {
        case .store(let template, let record): "Store\(template)<Rec\(record)>"
        case .role(let template, let record): "any Repo\(template)<Rec\(record)>"
        case .box(let box, let record): "Box\(box)<Rec\(record)>"
        }
    }

    /// The graph's property, by the documented rule: the type's words, `store0Rec1`, `repo0Rec1`, `box0Rec1`.
    func accessor(_ request: Request) -> String {
        switch request {
        case .store(let template, let record): "store\(template)Rec\(record)"
        case .role(let template, let record): "repo\(template)Rec\(record)"
        case .box(let box, let record): "box\(box)Rec\(record)"
        }
    }

    /// The components, with the line and column of each of `Root`'s parameters and of each store's declaration, and
    /// `fault` written into it.
    /// `misuse` is where the declaration of a `.misuse` fault is reported.
    func source(fault: Fault? = nil) -> (text: String, rootParameters: [(line: Int, column: Int)], stores: [Int: Int], parameterLines: [String: Int], misuse: (line: Int, column: Int)?) {
        var lines: [String] = [
            "nonisolated(unsafe) var creationLog: [String] = []",
            "protocol Keyed {}",
        ]
        var stores: [Int: Int] = [:]
        var parameterLines: [String: Int] = [:]
        var misuseLocation: (line: Int, column: Int)?
        /// The column of the value of `into:` on the line just written.
        func intoColumn() -> Int {
            let line = Array(lines[lines.count - 1]), key = Array("into: ")
            return line.indices.first { line[$0...].starts(with: key) }! + key.count + 1
        }
        for record in 0..<records {
            let unkeyed = fault.map { if case .unsatisfied(_, let bad) = $0 { bad == record } else { false } } ?? false
            lines.append("struct Rec\(record): \(unkeyed ? "" : "Keyed, ")Sendable {}")
        }
        for (index, isShared) in boxes.enumerated() {
            let misuse = fault?.misuse(ofBox: index)
            lines.append("final class Box\(index)<R: Keyed>: Sendable {")
            lines.append("    init() { creationLog.append(\"Box\(index)<\\(R.self)>\") }")
            lines.append("}")
            lines.append("enum Boxes\(index) {")
            let options = (isShared ? ["scope: .shared"] : []) + (misuse == .providerInto ? ["into: [Sendable]"] : [])
            lines.append("    // @Provides" + (options.isEmpty ? "" : "(\(options.joined(separator: ", ")))"))
            if misuse == .providerInto { misuseLocation = (lines.count, intoColumn()) }
            lines.append("    static func box<R: Keyed\(misuse == .unnamedParameter ? ", T" : "")>() -> Box\(index)<R> { Box\(index)() }")
            if misuse == .unnamedParameter { misuseLocation = (lines.count, 17) }
            lines.append("}")
        }
        for (index, template) in templates.enumerated() {
            if template.hasRole {
                lines.append("protocol Repo\(index)<Record>: AnyObject, Sendable { associatedtype Record }")
            }
            let misuse = fault?.misuse(ofStore: index)
            var options: [String] = []
            if template.isShared { options.append("scope: .shared") }
            if template.hasRole { options.append("as: Repo\(index)<R>") }
            if misuse == .assisted { options.append("assisted: [end]") }
            if misuse == .into { options.append("into: [Sendable]") }
            lines.append("// @Component" + (options.isEmpty ? "" : "(\(options.joined(separator: ", ")))"))
            if misuse == .assisted { misuseLocation = (lines.count, 4) }
            if misuse == .into { misuseLocation = (lines.count, intoColumn()) }
            let extra = misuse == .pack ? ", each T" : misuse == .value ? ", let n: Int" : ""
            lines.append("final class Store\(index)<R: Sendable\(extra)>: \(template.hasRole ? "Repo\(index), " : "")Sendable where R: Keyed {")
            stores[index] = lines.count
            if misuse == .pack || misuse == .value { misuseLocation = (lines.count, 13) }
            if template.hasRole { lines.append("    typealias Record = R") }
            var parameters: [String] = []
            if let store = template.store { parameters.append("store: Store\(store)<R>") }
            if let fixed = template.fixedStore { parameters.append("fixed: Store\(fixed.store)<Rec\(fixed.record)>") }
            if let box = template.box { parameters.append("box: Box\(box)<R>") }
            if case .endless(let endless) = fault, endless == index { parameters.append("next: Store\(index)<Store\(index)<R>>") }
            if case .branching(let branching) = fault, branching == index {
                parameters += ["left: Store\(index)<Left<R>>", "right: Store\(index)<Right<R>>"]
            }
            lines.append(misuse == .genericInit ? "    init<T>(" : "    init(")
            if misuse == .genericInit { misuseLocation = (lines.count, 5) }
            for parameter in parameters {
                lines.append("        \(parameter),")
                parameterLines["\(index).\(parameter.prefix { $0 != ":" })"] = lines.count
            }
            lines.append("        end: Void = ()")
            lines.append("    ) { creationLog.append(\"Store\(index)<\\(R.self)>\") }")
            lines.append("}")
        }
        lines.append("// @Component")
        lines.append("final class Root {")
        lines.append("    init(")
        var rootParameters: [(line: Int, column: Int)] = []
        for (position, request) in requests.enumerated() {
            let isOptional = optionalRequests.contains(position)
            if isOptional { lines.append("        // @Optional") }
            lines.append("        r\(position): \(typeName(request))\(isOptional ? "?" : ""),")
            rootParameters.append((lines.count, 9))
        }
        lines.append("        end: Void = ()")
        lines.append("    ) {}")
        lines.append("}")
        if case .misuse(let misuse, target: nil) = fault {
            // A generic provider of its own, which nothing asks for.
            lines.append("final class Odd<R> {}")
            lines.append("enum Odds {")
            lines.append("    // @Provides" + (misuse == .providerInto ? "(into: [Sendable])" : ""))
            if misuse == .providerInto { misuseLocation = (lines.count, intoColumn()) }
            lines.append(misuse == .returnsParameter
                ? "    static func odd<R: Keyed>() -> R { fatalError() }"
                : "    static func odd<R: Keyed\(misuse == .unnamedParameter ? ", T" : "")>() -> Odd<R> { Odd() }")
            if misuse != .providerInto { misuseLocation = (lines.count, 17) }
            lines.append("}")
        }
        if case .branching = fault {
            // Below everything else, so that no line above moves.
            lines.append("struct Left<R>: Keyed, Sendable {}")
            lines.append("struct Right<R>: Keyed, Sendable {}")
        }
        return (lines.map { $0 + "\n" }.joined(), rootParameters, stores, parameterLines, misuseLocation)
    }

    /// `main.swift`: reads `root` twice, each specialization made through its property (shared ones twice, to
    /// compare), and prints the creations counted by type, then whether shared instances are one.
    var driver: String {
        var lines = ["let graph = AppGraph()", "_ = graph.root", "_ = graph.root"]
        lines.append("var counts: [String: Int] = [:]")
        lines.append("for entry in creationLog { counts[entry, default: 0] += 1 }")
        lines.append("for (type, count) in counts.sorted(by: { $0.key < $1.key }) { print(\"\\(type) \\(count)\") }")
        for request in made.sorted(by: { accessor($0) < accessor($1) }) where isShared(request) {
            lines.append("print(\"\(accessor(request)) \\(graph.\(accessor(request)) === graph.\(accessor(request)))\")")
            if case .store(let template, let record) = request, templates[template].hasRole {
                let role = Request.role(template, record: record)
                lines.append("print(\"\(accessor(role)) \\(graph.\(accessor(role)) === graph.\(accessor(request)))\")")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What the driver prints: every creation of the two reads (the shared accessors' reads after them create none).
    var expectedOutput: String {
        var lines = creations.sorted { $0.key < $1.key }.map { "\($0.key.replacingOccurrences(of: "Rec", with: "Rec")) \($0.value)" }
        for request in made.sorted(by: { accessor($0) < accessor($1) }) where isShared(request) {
            lines.append("\(accessor(request)) true")
            if case .store(let template, let record) = request, templates[template].hasRole {
                lines.append("\(accessor(.role(template, record: record))) true")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Faults

    /// Exactly what Wiring reports for the graph with `fault`, sorted as the collector sorts: the requests made in
    /// the order the model stage makes them (the root's parameters, then each specialization's, first come first
    /// made), each failing specialization reported once, where it is first asked for.
    func expectedDiagnostics(_ fault: Fault) -> [String] {
        let (_, rootParameters, stores, parameterLines, misuseLocation) = source(fault: fault)
        if case .misuse(let misuse, let target) = fault {
            // The declaration is rejected, and nothing that asks for what it would bind is told that it is missing.
            let location = misuseLocation!
            return ["Components.swift:\(location.line):\(location.column): error: \(misuse.message(target: target)) [#GenericDeclaration]"]
        }
        let recordLines = Dictionary(uniqueKeysWithValues: (0..<records).map { ($0, 2 + $0 + 1) })
        let boxLines = Dictionary(uniqueKeysWithValues: boxes.indices.map { ($0, 2 + records + $0 * 7 + 6) })
        typealias Location = (line: Int, column: Int)
        struct Step { var type: String; var location: Location }
        struct Item { var request: Request; var location: Location; var chain: [Step] }
        var queue = requests.enumerated().map { Item(request: normalized($1), location: rootParameters[$0], chain: []) }
        var made: Set<Request> = []
        var reported: [(Location, String, String)] = []
        func format(_ location: Location, _ kind: String, _ text: String) -> String {
            "Components.swift:\(location.line):\(location.column): \(kind): \(text)"
        }
        var next = 0
        while next < queue.count {
            let item = queue[next]
            next += 1
            guard made.insert(item.request).inserted else { continue }
            let type = typeName(item.request)
            let (record, templateName, declaration): (Int, String, Location) = switch item.request {
            case .store(let template, let record): (record, "Store\(template)", (stores[template]!, 13))
            case .box(let box, let record): (record, "Boxes\(box).box()", (boxLines[box]!, 17))
            case .role: preconditionFailure("normalized")
            }
            if case .unsatisfied(_, let bad) = fault, record == bad {
                let message = "'\(type)' cannot be made: '\(templateName)' requires 'R: Keyed', and 'Rec\(bad)' does not conform to 'Keyed'; add the conformance to 'Rec\(bad)' (on its declaration or in an extension), or ask for a specialization whose type arguments meet it [#UnsatisfiedGenericRequirement]"
                let text = [format(item.location, "error", message),
                            format(declaration, "note", "'R: Keyed' is required here"),
                            format((recordLines[bad]!, 8), "note", "'Rec\(bad)' is declared here")]
                reported.append((item.location, message, text.joined(separator: "\n")))
                continue
            }
            guard case .store(let index, _) = item.request else { continue }
            let chain = item.chain + [Step(type: type, location: item.location)]
            let template = templates[index]
            if let store = template.store {
                queue.append(Item(request: .store(store, record: record), location: (parameterLines["\(index).store"]!, 9), chain: chain))
            }
            if let fixed = template.fixedStore {
                queue.append(Item(request: .store(fixed.store, record: fixed.record), location: (parameterLines["\(index).fixed"]!, 9), chain: chain))
            }
            if let box = template.box {
                queue.append(Item(request: .box(box, record: record), location: (parameterLines["\(index).box"]!, 9), chain: chain))
            }
            // A larger specialization of the same store is reported when first asked for, with the chain from the
            // specialization it grows from: this one.
            var larger: [(parameter: String, type: String)] = []
            if case .endless(let endless) = fault, endless == index { larger.append(("next", "Store\(index)<\(type)>")) }
            if case .branching(let branching) = fault, branching == index {
                larger += [("left", "Store\(index)<Left<Rec\(record)>>"), ("right", "Store\(index)<Right<Rec\(record)>>")]
            }
            for (parameter, largerType) in larger {
                let location = (parameterLines["\(index).\(parameter)"]!, 9)
                let message = "'\(largerType)' would specialize 'Store\(index)' without end: the chain '\(type)' → '\(largerType)' asks for a larger specialization at each step; bind '\(largerType)' with a '// @Provides' function, or change the parameter's type so that it does not grow [#EndlessSpecialization]"
                let notes = [format(item.location, "note", "'\(type)' is asked for here"),
                             format(declaration, "note", "'Store\(index)' is declared here")]
                reported.append((location, message, ([format(location, "error", message)] + notes).joined(separator: "\n")))
            }
        }
        return reported.sorted { ($0.0.line, $0.0.column, $0.1) < ($1.0.line, $1.0.column, $1.1) }.map(\.2)
    }

    /// A fault the graph has room for: an endless store among those made, a record type without `Keyed`, or one of
    /// the misuses of a generic declaration, on a store, on a box's provider or on a provider of its own.
    func fault(using random: inout SplitMix64) -> Fault {
        if random.chance(40) {
            let misuse = Misuse.allCases.randomElement(using: &random)!
            if !misuse.isProvider { return .misuse(misuse, target: Int.random(in: 0..<templates.count, using: &random)) }
            if misuse != .returnsParameter, !boxes.isEmpty, random.chance(75) {
                return .misuse(misuse, target: Int.random(in: 0..<boxes.count, using: &random))
            }
            return .misuse(misuse, target: nil)
        }
        let madeStores = Set(made.compactMap { if case .store(let template, _) = $0 { template } else { nil } })
        if random.chance(50), let endless = madeStores.sorted().randomElement(using: &random) {
            return random.chance(50) ? .endless(endless) : .branching(endless)
        }
        let request = Int.random(in: 0..<requests.count, using: &random)
        let record: Int = switch requests[request] {
        case .store(_, let record), .role(_, let record), .box(_, let record): record
        }
        return .unsatisfied(request: request, record: record)
    }

    enum Fault {
        /// Record type `record` lacks `Keyed`, which every store and box requires of its argument.
        case unsatisfied(request: Int, record: Int)
        /// Store `index` asks for `Store<Store<R>>`.
        case endless(Int)
        /// Store `index` asks for `Store<Left<R>>` and `Store<Right<R>>`, each larger than its own.
        case branching(Int)
        /// A generic declaration Wiring declines: a component misuse on store `target`, a provider misuse on box
        /// `target`'s provider or, with no target, on a provider `Odds.odd` of its own, which nothing asks for.
        case misuse(Misuse, target: Int?)

        /// The kind the test counts: the diagnostic's ID, and the misuse.
        var kind: String {
            switch self {
            case .unsatisfied: "UnsatisfiedGenericRequirement"
            case .endless: "EndlessSpecialization"
            case .branching: "EndlessSpecialization (branching)"
            case .misuse(let misuse, _): "GenericDeclaration (\(misuse.rawValue))"
            }
        }

        func misuse(ofStore store: Int) -> Misuse? {
            if case .misuse(let misuse, store) = self, !misuse.isProvider { misuse } else { nil }
        }

        func misuse(ofBox box: Int) -> Misuse? {
            if case .misuse(let misuse, box) = self, misuse.isProvider { misuse } else { nil }
        }
    }

    /// The misuses of a generic declaration (docs/Annotations.md, "Generic components" and "@Provides"), each an
    /// error at the declaration.
    enum Misuse: String, CaseIterable {
        case pack = "parameter pack"
        case value = "value parameter"
        case genericInit = "generic init"
        case assisted = "assisted:"
        case into = "into:"
        case unnamedParameter = "provider parameter its return type does not name"
        case returnsParameter = "provider returns its parameter"
        case providerInto = "provider into:"

        var isProvider: Bool { [.unnamedParameter, .returnsParameter, .providerInto].contains(self) }

        /// The documented message, for store `target` or box `target`'s provider (`Odds.odd` with no target).
        func message(target: Int?) -> String {
            let store = "Store\(target ?? -1)"
            let provider = target.map { "'Boxes\($0).box'" } ?? "'Odds.odd'"
            return switch self {
            case .pack:
                "'\(store)' has the generic parameter pack 'each T'; Wiring specializes components over type parameters only: make 'T' a type parameter, or add a '// @Provides' function for each specialization you need"
            case .value:
                "'\(store)' has the generic value parameter 'let n'; Wiring specializes components over type parameters only: make 'n' a type parameter, or add a '// @Provides' function for each specialization you need"
            case .genericInit:
                "the init of '\(store)' is generic; Wiring needs concrete parameter types: remove the generic parameters, or mark a non-generic init with '// @Inject'"
            case .assisted:
                "generic component '\(store)' cannot take assisted values: remove 'assisted:', or add a '// @Provides' function that returns the factory of each specialization you need"
            case .into:
                "generic component '\(store)' cannot be contributed 'into:' a collection, which asks for no specialization of it: remove 'into:', or contribute each specialization from a '// @Provides' function"
            case .unnamedParameter:
                "'@Provides' function \(provider) is generic over 'T', which its return type '\(target.map { "Box\($0)<R>" } ?? "Odd<R>")' does not name; Wiring takes the type arguments from the type asked for: name it in the return type, or remove it"
            case .returnsParameter:
                "'@Provides' function \(provider) returns its generic parameter 'R' itself, which would bind every type: return a type that names 'R' (such as 'Cache<R>'), or write a provider for each type you need"
            case .providerInto:
                "generic '@Provides' function \(provider) cannot contribute 'into:' a collection, which asks for no specialization of it: remove 'into:', or write a provider for each specialization you contribute"
            }
        }
    }
}

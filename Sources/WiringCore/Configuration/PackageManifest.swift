/// What Wiring reads of a package's manifest (`Package.swift`): each target's name, `path:` and
/// `.defaultIsolation` setting, where the manifest writes them literally. SwiftPM tells a plugin neither a target's
/// settings nor the name `moduleAliases` replaced, so the command line reads them here, with the sources' lexer,
/// without running the manifest: what it cannot read literally (a variable, a computed array, a condition) it does
/// not guess.
public struct PackageManifest: Equatable, Sendable {
    /// One `.target(…)`, `.executableTarget(…)` or other target the manifest declares.
    public struct Target: Equatable, Sendable {
        public var name: String
        /// Its folder, relative to the package's, when `path:` gives one.
        public var path: String?
        /// Whether its `swiftSettings` hold `.defaultIsolation(MainActor.self)`; false when they hold
        /// `.defaultIsolation(nil)`, or no such setting, or there are none; nil when the manifest does not write
        /// them as a literal array (`swiftSettings: shared`, `swiftSettings: base + [...]`).
        public var isMainActorByDefault: Bool?
        /// Where its `name:` is written.
        public var location: SourceLocation
    }

    public var targets: [Target] = []
    /// Each `defaultIsolation` the manifest writes that is not one target's literal setting: in a variable, a
    /// function or under a condition, where Wiring cannot tell which targets it applies to.
    public var unreadSettings: [SourceLocation] = []

    /// The kinds of target a manifest declares (`.target(name: …)`); a `.target(name:)` inside a target's
    /// `dependencies:` is skipped with the target that lists it.
    private static let targetKinds: Set<String> = [
        "target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary", "binaryTarget",
    ]

    /// Reads a manifest's text; never fails: what it cannot read is left out, or listed in ``unreadSettings``.
    public static func read(_ contents: [UInt8], path: String) -> PackageManifest {
        var reader = Reader(contents: contents, path: path)
        return reader.read()
    }

    /// The folders a target without `path:` may be in, relative to the package's: SwiftPM's predefined ones.
    public func folders(of target: Target) -> [String] {
        target.path.map { [$0] } ?? ["Sources", "Source", "src", "srcs"].map { "\($0)/\(target.name)" }
    }

    /// The target whose module is `moduleName` (a target's module is its name, with what Swift does not allow in
    /// an identifier replaced by `_`).
    public func target(ofModule moduleName: String) -> Target? {
        targets.first { Self.moduleName(of: $0.name) == moduleName }
    }

    public static func moduleName(of targetName: String) -> String {
        String(targetName.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    private struct Reader {
        let contents: [UInt8]
        let path: String
        /// The manifest's tokens without its comments.
        let tokens: [Token]
        /// For each opening bracket, the index of the one that closes it (the end, for one left open).
        var closing: [Int: Int] = [:]
        /// The `defaultIsolation` tokens read as one target's setting.
        var readSettings: Set<Int> = []

        init(contents: [UInt8], path: String) {
            self.contents = contents
            self.path = path
            tokens = Lexer.tokenize(contents).filter { $0.kind != .lineComment && $0.kind != .blockComment }
            var open: [Int] = []
            for index in tokens.indices where tokens[index].kind == .punctuation {
                switch text(index) {
                case "(", "[", "{": open.append(index)
                case ")", "]", "}": if let start = open.popLast() { closing[start] = index }
                default: break
                }
            }
            for start in open { closing[start] = tokens.count }
        }

        func text(_ index: Int) -> String {
            String(decoding: contents[tokens[index].start..<tokens[index].end], as: UTF8.self)
        }

        func isPunctuation(_ index: Int, _ mark: String) -> Bool {
            index < tokens.count && tokens[index].kind == .punctuation && text(index) == mark
        }

        func location(_ index: Int) -> SourceLocation {
            SourceLocation(file: path, line: tokens[index].line, column: tokens[index].column)
        }

        mutating func read() -> PackageManifest {
            var manifest = PackageManifest()
            var index = 0
            while index < tokens.count {
                if isPunctuation(index, "."), index + 2 < tokens.count, tokens[index + 1].kind == .identifier,
                    PackageManifest.targetKinds.contains(text(index + 1)), isPunctuation(index + 2, "(")
                {
                    let end = closing[index + 2] ?? tokens.count
                    if let target = readTarget(arguments: index + 3..<end) { manifest.targets.append(target) }
                    index = end
                }
                index += 1
            }
            manifest.unreadSettings = tokens.indices.filter {
                tokens[$0].kind == .identifier && text($0) == "defaultIsolation" && !readSettings.contains($0)
            }.map(location)
            return manifest
        }

        /// The arguments of a call, between its parentheses, each as its label and the range of its value.
        func arguments(in range: Range<Int>) -> [(label: String?, value: Range<Int>)] {
            var arguments: [(label: String?, value: Range<Int>)] = []
            var start = range.lowerBound
            while start < range.upperBound {
                var label: String?
                var valueStart = start
                if tokens[start].kind == .identifier, isPunctuation(start + 1, ":") {
                    label = text(start)
                    valueStart = start + 2
                }
                var end = valueStart
                while end < range.upperBound, !isPunctuation(end, ",") {
                    end = (closing[end] ?? end) + 1
                }
                arguments.append((label, valueStart..<min(end, range.upperBound)))
                start = end + 1
            }
            return arguments
        }

        /// A plain string literal's text (no interpolation, no escape); nil for anything else.
        func stringValue(_ range: Range<Int>) -> String? {
            guard range.count == 1, tokens[range.lowerBound].kind == .string else { return nil }
            let literal = text(range.lowerBound)
            guard literal.count >= 2, literal.hasPrefix("\""), literal.hasSuffix("\""), !literal.hasPrefix("\"\"\""),
                !literal.contains("\\")
            else { return nil }
            return String(literal.dropFirst().dropLast())
        }

        mutating func readTarget(arguments range: Range<Int>) -> Target? {
            var target: Target?
            var path: String?
            var isMainActorByDefault: Bool? = false
            for argument in arguments(in: range) {
                switch argument.label {
                case "name":
                    guard let name = stringValue(argument.value) else { return nil }
                    target = Target(
                        name: name, path: nil, isMainActorByDefault: nil, location: location(argument.value.lowerBound))
                case "path":
                    path = stringValue(argument.value)
                case "swiftSettings":
                    isMainActorByDefault = readSwiftSettings(argument.value)
                default:
                    continue
                }
            }
            target?.path = path
            target?.isMainActorByDefault = isMainActorByDefault
            return target
        }

        /// What a literal array of settings says of the default isolation; nil for a value that is not one literal
        /// array, or whose `.defaultIsolation(…)` is not `MainActor.self` or `nil` alone.
        mutating func readSwiftSettings(_ value: Range<Int>) -> Bool? {
            guard let open = value.first, isPunctuation(open, "["), closing[open] == value.upperBound - 1 else {
                return nil
            }
            var isMainActor = false
            for setting in arguments(in: open + 1..<value.upperBound - 1) {
                let start = setting.value.lowerBound
                guard setting.value.count >= 3, isPunctuation(start, "."), text(start + 1) == "defaultIsolation",
                    isPunctuation(start + 2, "(")
                else { continue }
                let isolation = arguments(in: start + 3..<(closing[start + 2] ?? setting.value.upperBound))
                guard isolation.count == 1, isolation[0].label == nil,
                    closing[start + 2] == setting.value.upperBound - 1
                else { return nil }
                let words = isolation[0].value.map(text)
                switch words {
                case ["MainActor", ".", "self"]: isMainActor = true
                case ["nil"]: isMainActor = false
                default: return nil
                }
                readSettings.insert(start + 1)
            }
            return isMainActor
        }
    }
}

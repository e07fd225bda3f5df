#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a target's `wiring.json` may change where the defaults cannot serve. Every key is optional, and without
/// the file every default applies:
///
/// ```json
/// {
///   "graphName": "FeedGraph",
///   "accessLevel": "public",
///   "skipModules": ["Analytics"],
///   "warningsAsErrors": true,
///   "sendable": true,
///   "defaultIsolation": "MainActor",
///   "modules": {"Core": {"defaultIsolation": "MainActor"}}
/// }
/// ```
public struct Configuration: Equatable, Sendable {
    /// The generated class's name (`AppGraph`): a library that offers its own graph names it after itself.
    public var graphTypeName = "AppGraph"
    /// The access of the generated API: `internal`, `package` or `public`.
    public var accessLevel: AccessLevel = .internal
    /// When set, only these dependency modules are read (the target's own sources always are).
    public var includedModules: [String]?
    /// Dependency modules not to read.
    public var skippedModules: [String] = []
    public var warningsAreErrors = false
    /// Where the file asks that every graph be `Sendable` (`"sendable": true`), which fails the build at whatever
    /// stands in the way; nil when it does not.
    public var sendableRequirement: SourceLocation?
    /// Whether the target is built with `.defaultIsolation(MainActor.self)`, which isolates its types that have no
    /// isolation of their own to the main actor. SwiftPM does not tell a plugin the build settings, so the file does.
    public var isMainActorByDefault = false
    /// The dependency modules built with `.defaultIsolation(MainActor.self)`, from `modules`.
    public var mainActorByDefaultModules: Set<String> = []
    /// Where `includeModules`, `skipModules` and `modules` are written, so that a module name they list that is not
    /// a dependency is reported there.
    var moduleListLocations: [Key: SourceLocation] = [:]
    /// The modules `modules` gives settings to, which must be dependencies of the target.
    var settingsModules: [String] = []
    /// Whether the file says the target's default isolation (`defaultIsolation`), which the manifest's then does not.
    var declaresDefaultIsolation = false

    public init() {}

    /// The keys of the file, in the order the documentation lists them: each spelled once, here, for reading the
    /// file and for every message that names one.
    enum Key: String, CaseIterable {
        case graphName, accessLevel, includeModules, skipModules, warningsAsErrors, sendable, defaultIsolation, modules

        /// What the key's value must be, as a message says when it is of another kind.
        var expectedValue: String {
            switch self {
            case .graphName, .accessLevel: "a string"
            case .includeModules, .skipModules: "a list of module names, like [\"Networking\"]"
            case .warningsAsErrors, .sendable: "true or false"
            case .defaultIsolation: "'MainActor' or 'nonisolated', as the target's 'defaultIsolation' setting"
            case .modules:
                "an object of dependency modules' settings, like {\"Core\": {\"defaultIsolation\": \"MainActor\"}}"
            }
        }
    }

    /// Reads a configuration file's contents. Every problem (bad JSON, an unknown key, a value of the wrong kind) is
    /// reported at its line in `path`; nil when there is one.
    public static func parse(_ contents: [UInt8], path: String, diagnostics: DiagnosticCollector) -> Configuration? {
        let locator = KeyLocator(contents: contents, path: path)
        let object: [String: JSONValue]
        do {
            guard case .object(let decoded) = try JSONDecoder().decode(JSONValue.self, from: Data(contents)) else {
                diagnostics.emit(
                    .error(
                        .invalidConfiguration,
                        "Wiring's configuration must be a JSON object, like {\"graphName\": \"AppGraph\"}",
                        at: locator.start))
                return nil
            }
            object = decoded
        } catch {
            diagnostics.emit(
                .error(
                    .invalidConfiguration,
                    "Wiring's configuration is not valid JSON (\(Self.reason(error))); fix the syntax, or delete the file to use the defaults",
                    at: locator.start))
            return nil
        }
        var configuration = Configuration()
        var fine = true
        func fail(_ message: String, key: String, id: DiagnosticID = .invalidConfiguration) {
            diagnostics.emit(.error(id, message, at: locator.location(ofKey: key)))
            fine = false
        }
        // JSON decoding keeps one value of a repeated key and drops the others without a word.
        var writtenKeys: Set<String> = []
        for (written, location) in locator.topLevelKeys where !writtenKeys.insert(written).inserted {
            diagnostics.emit(
                .error(
                    .invalidConfiguration,
                    "'\(written)' is written more than once in Wiring's configuration, and only one of its values would be read: keep one",
                    at: location))
            fine = false
        }
        /// A value that is not what its key's must be: `'accessLevel' must be …`.
        func refuse(_ key: Key, mustBe expectation: String) {
            fail("'\(key.rawValue)' must be \(expectation)", key: key.rawValue)
        }
        for (written, value) in object.sorted(by: { $0.key < $1.key }) {
            guard let key = Key(rawValue: written) else {
                let keys = Key.allCases.map(\.rawValue)
                let hint =
                    NearMatches.suggestions(for: written, among: keys, limit: 1).first.map { "did you mean '\($0)'? " }
                    ?? ""
                fail(
                    "unknown key '\(written)' in Wiring's configuration; \(hint)the keys are \(NearMatches.quotedList(keys, conjunction: "and"))",
                    key: written,
                    id: .unknownConfigurationKey)
                continue
            }
            switch (key, value) {
            case (.graphName, .string(let name)):
                if Self.isTypeName(name) {
                    configuration.graphTypeName = name
                } else {
                    refuse(
                        key,
                        mustBe:
                            "a Swift type name (letters, digits and '_', not starting with a digit, not a keyword), not '\(name)'"
                    )
                }
            case (.accessLevel, .string(let text)):
                if let level = AccessLevel(rawValue: text), [.internal, .package, .public].contains(level) {
                    configuration.accessLevel = level
                } else {
                    refuse(key, mustBe: "'internal', 'package' or 'public', not '\(text)'")
                }
            case (.includeModules, .array(let items)), (.skipModules, .array(let items)):
                let names = items.compactMap { if case .string(let name) = $0 { name } else { nil } }
                guard names.count == items.count else {
                    refuse(key, mustBe: key.expectedValue)
                    continue
                }
                if key == .includeModules {
                    configuration.includedModules = names
                } else {
                    configuration.skippedModules = names
                }
                configuration.moduleListLocations[key] = locator.location(ofKey: key.rawValue)
            case (.warningsAsErrors, .bool(let flag)):
                configuration.warningsAreErrors = flag
            case (.sendable, .bool(let flag)):
                configuration.sendableRequirement = flag ? locator.location(ofKey: key.rawValue) : nil
            case (.defaultIsolation, .string(let text)):
                guard let isMainActor = Self.isMainActor(defaultIsolation: text) else {
                    refuse(key, mustBe: key.expectedValue)
                    continue
                }
                configuration.isMainActorByDefault = isMainActor
                configuration.declaresDefaultIsolation = true
            case (.modules, .object(let modules)):
                for (module, settings) in modules.sorted(by: { $0.key < $1.key }) {
                    guard case .object(let settings) = settings,
                        settings.keys.allSatisfy({ $0 == Key.defaultIsolation.rawValue }),
                        case .string(let text)? = settings[Key.defaultIsolation.rawValue],
                        let isMainActor = Self.isMainActor(defaultIsolation: text)
                    else {
                        refuse(
                            key,
                            mustBe:
                                "an object of dependency modules' settings, and '\(module)' must hold only 'defaultIsolation', 'MainActor' or 'nonisolated', like {\"\(module)\": {\"defaultIsolation\": \"MainActor\"}}"
                        )
                        continue
                    }
                    if isMainActor { configuration.mainActorByDefaultModules.insert(module) }
                    configuration.settingsModules.append(module)
                }
                configuration.moduleListLocations[key] = locator.location(ofKey: key.rawValue)
            case (.graphName, _), (.accessLevel, _), (.includeModules, _), (.skipModules, _), (.warningsAsErrors, _),
                (.sendable, _), (.defaultIsolation, _), (.modules, _):
                refuse(key, mustBe: key.expectedValue)
            }
        }
        return fine ? configuration : nil
    }

    /// The files to read: the target's own, and those of the dependency modules the configuration does not leave
    /// out, each marked with its module's default isolation. A module name that is not a dependency of the target is
    /// an error, so a typo cannot silently read, skip or isolate a module.
    public func selectModules(_ files: [Pipeline.SourceFile], diagnostics: DiagnosticCollector) -> [Pipeline.SourceFile]
    {
        let known = Set(files.compactMap(\.module?.name))
        let listed = [
            (Key.includeModules, includedModules ?? []), (.skipModules, skippedModules), (.modules, settingsModules),
        ]
        for (key, names) in listed {
            for name in names where !known.contains(name) {
                let hint =
                    NearMatches.suggestions(for: name, among: known, limit: 1).first.map { "did you mean '\($0)'?" }
                    ?? (known.isEmpty
                        ? "the target depends on no Swift module"
                        : "its dependencies are \(NearMatches.quotedList(known.sorted(), conjunction: "and"))")
                diagnostics.emit(
                    .error(
                        .unknownModule,
                        "'\(key.rawValue)' names '\(name)', which is not a module the target depends on; \(hint)",
                        at: moduleListLocations[key]))
            }
        }
        return files.compactMap { file in
            var file = file
            guard let module = file.module?.name else {
                file.isMainActorByDefault = isMainActorByDefault
                return file
            }
            guard (includedModules?.contains(module) ?? true) && !skippedModules.contains(module) else { return nil }
            file.isMainActorByDefault = mainActorByDefaultModules.contains(module)
            return file
        }
    }

    /// What a `defaultIsolation` value says: whether types without isolation of their own are on the main actor;
    /// nil for a value that is neither of Swift's two.
    private static func isMainActor(defaultIsolation text: String) -> Bool? {
        switch text {
        case "MainActor", "MainActor.self": true
        case "nonisolated": false
        default: nil
        }
    }

    /// What the renderer needs of the configuration.
    public func renderOptions(sourceRoot: String?) -> RenderOptions {
        RenderOptions(sourceRoot: sourceRoot, graphTypeName: graphTypeName, accessLevel: accessLevel)
    }

    private static func isTypeName(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !NameAllocator.keywords.contains(name)
            && !["Type", "Self", "Any", "Protocol"].contains(name)
    }

    /// What the JSON decoder says is wrong with the file.
    private static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context), DecodingError.keyNotFound(_, let context),
            DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return context.debugDescription
        default:
            return "\(error)"
        }
    }
}

/// A JSON value, decoded without losing what kind it is (so `1` is not taken for `true`).
private enum JSONValue: Decodable {
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])
    case null

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }
}

/// Finds where a key is written in the file, so that a problem with its value is reported at its line.
private struct KeyLocator {
    var contents: [UInt8]
    var path: String

    var start: SourceLocation { SourceLocation(file: path, line: 1, column: 1) }

    /// Where the top-level object's key is first written; the file's start when it is not.
    func location(ofKey key: String) -> SourceLocation {
        topLevelKeys.first { $0.name == key }?.location ?? start
    }

    /// Every key of the top-level object as written (escapes left as they are), in order, repeated ones included.
    var topLevelKeys: [(name: String, location: SourceLocation)] {
        var keys: [(name: String, location: SourceLocation)] = []
        var depth = 0
        var line = 1
        var lineStart = 0
        var index = 0
        while index < contents.count {
            switch contents[index] {
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = index + 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
            case UInt8(ascii: "\""):
                let opening = index
                index += 1
                while index < contents.count, contents[index] != UInt8(ascii: "\"") {
                    index += contents[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                let isKey =
                    contents[min(index + 1, contents.count)...].first {
                        $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D
                    }
                    == UInt8(ascii: ":")
                if depth == 1, isKey, index < contents.count {
                    keys.append(
                        (
                            String(decoding: contents[(opening + 1)..<index], as: UTF8.self),
                            SourceLocation(file: path, line: line, column: opening - lineStart + 1)
                        ))
                }
            default:
                break
            }
            index += 1
        }
        return keys
    }
}

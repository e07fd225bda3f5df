import Foundation
import Testing
@testable import WiringCore

/// The generation cache's form of a scan (`ScannedFileArchive`): every scan reads back as it was, field for field, in
/// the path it is read for, and damaged bytes read as nil, never as a crash.
@Suite struct ScannedFileArchiveTests {
    /// A file with every kind of declaration, and every case of `TypeSyntax` in its types.
    static let sample = """
        import Foundation
        @_spi(Lab) @_spi(Tools) import Core
        #if canImport(Combine)
        @preconcurrency import Combine
        #endif

        /// A protocol.
        // @Component(scope: .shared)
        public protocol Store<Record>: AnyObject, ~Copyable where Record: Hashable {
            associatedtype Record
            var records: [Record] { get set }
        }

        @MainActor
        final class Engine<each Part, let count: Int, Value: Equatable & Sendable>: Store, @unchecked Sendable
        where Value.Element == Int {
            typealias Part = Int
            enum Mode: String { case fast = "f", slow; case detail(Int) }
            struct Inner {}

            // @Inject
            @available(iOS 15, *)
            init?(
                // @Named(main)
                a: [String: [Int]], _ b: Int!, c: (label: Int, String)?, d: @escaping @Sendable (Int...) async throws(MyError) -> Void,
                e: any Outer.Inner<Int>, f: some Collection, g: Int.Type, h: inout Int, i: Int = 3, j: Int...,
                k: (any P).Type, l: borrowing Int, m: Int<>, n: any Lifting & Driving
            ) async rethrows {}
            init!() throws {}

            func make<T>(_ value: T) throws -> T where T: Codable { value }
            private(set) var x: Int = 1, y: String?
            let z = 3
            var computed: Int { get { 1 } set {} }
            static var shared: Engine? { nil }
            subscript(index: Int) -> Int { index }
            deinit {}
        }

        extension Engine.Inner: CustomStringConvertible {
            var description: String { "" } // a comment after code
        }

        func free(_ closure: () -> Void) {
            // a comment inside a body
        }
        """

    static func roundTrip(_ file: ScannedFile, path: String) -> ScannedFile? {
        ScannedFileArchive.encode(file).withUnsafeBufferPointer { ScannedFileArchive.decode($0, path: path) }
    }

    /// Every field of a scan, nested, as `dump` writes it: a field added to a declaration later is in it too.
    static func everyField(_ file: ScannedFile) -> String {
        var text = ""
        dump(file, to: &text)
        return text
    }

    /// The cases of `TypeSyntax` that a scan's types use, each tree walked down.
    static func typeCases(_ file: ScannedFile) -> Set<String> {
        var cases: Set<String> = []
        func visit(_ type: TypeSyntax) {
            let mirror = Mirror(reflecting: type)
            guard let payload = mirror.children.first else { return }
            cases.insert(payload.label ?? "")
            for value in Mirror(reflecting: payload.value).children.map(\.value) + [payload.value] {
                if let type = value as? TypeSyntax { visit(type) }
                if let types = value as? [TypeSyntax] { types.forEach(visit) }
                if let members = value as? [TypeSyntax.Member] { members.compactMap(\.arguments).joined().forEach(visit) }
                if let elements = value as? [TypeSyntax.Element] { elements.map(\.type).forEach(visit) }
                if let function = value as? TypeSyntax.Function {
                    (function.parameters.map(\.type) + [function.result]).forEach(visit)
                    function.thrownType.map(visit)
                }
            }
        }
        func visit(_ declarations: [Declaration]) {
            for declaration in declarations {
                switch declaration {
                case .type(let type):
                    type.inheritedTypes.map(\.syntax).forEach(visit)
                    visit(type.members)
                case .initializer(let initializer): initializer.parameters.map(\.type.syntax).forEach(visit)
                case .function(let function): function.parameters.map(\.type.syntax).forEach(visit)
                case .variable(let variable): variable.bindings.compactMap(\.type?.syntax).forEach(visit)
                case .other: break
                }
            }
        }
        visit(file.declarations)
        return cases
    }

    @Test func everyKindOfDeclarationAndTypeReadsBackAsItWas() throws {
        let scanned = DeclarationReader.read(path: "Sources/App/Engine.swift", bytes: Array(Self.sample.utf8))
        #expect(
            Self.typeCases(scanned) == [
                "named", "array", "dictionary", "optional", "tuple", "function", "existential", "opaque", "composition",
                "metatype", "attributed", "specified", "variadic", "suppressed", "verbatim",
            ], "the sample has every case of TypeSyntax")
        let read = try #require(Self.roundTrip(scanned, path: scanned.path))
        #expect(Self.everyField(read) == Self.everyField(scanned))
    }

    @Test func everySwiftFileOfTheRepositoryReadsBackAsItWas() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var count = 0
        for folder in ["Sources", "Tests", "Examples", "Plugins", "Benchmarks/Sources"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appending(path: folder).path)
            while let path = enumerator?.nextObject() as? String {
                guard path.hasSuffix(".swift") else { continue }
                let file = root.appending(path: folder).appending(path: path)
                let scanned = DeclarationReader.read(path: file.path, bytes: [UInt8](try Data(contentsOf: file)))
                let read = try #require(Self.roundTrip(scanned, path: scanned.path), "\(file.path)")
                #expect(Self.everyField(read) == Self.everyField(scanned), "\(file.path)")
                count += 1
            }
        }
        #expect(count > 300, "the repository's Swift files were found")
    }

    @Test func aScanReadsBackInThePathItIsGiven() throws {
        let scanned = DeclarationReader.read(path: "Old/Engine.swift", bytes: Array(Self.sample.utf8))
        let renamed = DeclarationReader.read(path: "New/Motor.swift", bytes: Array(Self.sample.utf8))
        let read = try #require(Self.roundTrip(scanned, path: "New/Motor.swift"))
        #expect(Self.everyField(read) == Self.everyField(renamed))
        #expect(ScannedFileArchive.encode(scanned) == ScannedFileArchive.encode(renamed), "the path is not in the bytes")
    }

    @Test func damagedBytesReadAsNilOrAsAScanNeverAsACrash() {
        let scanned = DeclarationReader.read(path: "Engine.swift", bytes: Array(Self.sample.utf8))
        let archive = ScannedFileArchive.encode(scanned)
        for length in 0..<archive.count {
            let truncated = Array(archive.prefix(length))
            #expect(truncated.withUnsafeBufferPointer { ScannedFileArchive.decode($0, path: "E.swift") } == nil)
        }
        let longer = archive + [0]
        #expect(longer.withUnsafeBufferPointer { ScannedFileArchive.decode($0, path: "E.swift") } == nil)
        // Each byte replaced by values that end or continue a number, a tag past every case, and its own complement:
        // any of these may still read (a string's number pointing at another string), but nothing may trap.
        for offset in archive.indices {
            for replacement: UInt8 in [0x00, 0x7F, 0x80, 0xFF, ~archive[offset]] {
                var damaged = archive
                damaged[offset] = replacement
                _ = damaged.withUnsafeBufferPointer { ScannedFileArchive.decode($0, path: "E.swift") }
            }
        }
    }
}

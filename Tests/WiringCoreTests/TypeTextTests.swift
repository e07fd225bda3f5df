import Testing
@testable import WiringCore

/// The type-text format (`TypeText`): the spelling the scanner writes.
@Suite struct TypeTextTests {
    @Test func theScannerWritesNoSpaceAfterAnOpeningBracket() {
        let file = DeclarationReader.read(path: "File.swift", bytes: Array("""
            final class Client {
                init(make: @escaping ( @escaping () -> Void) -> NetworkService, tasks: [ @Sendable () -> Void ],
                     handlers: Array<@Sendable () -> Void>, pair: (Int, @escaping () -> Void) -> Void) {}
            }
            """.utf8))
        guard case .type(let client) = file.declarations.first, case .initializer(let initializer) = client.members.first else {
            Issue.record("no init read")
            return
        }
        #expect(initializer.parameters.map(\.type.text) == [
            "@escaping (@escaping () -> Void) -> NetworkService", "[@Sendable () -> Void]",
            "Array<@Sendable () -> Void>", "(Int, @escaping () -> Void) -> Void",
        ])
    }
}

import Testing
@testable import WiringCore

/// The cases the scan reads from an enum, which a keyed collection's `key: .home` is checked against; and what the
/// model makes of them (`TypeIndex.enumCases`).
@Suite struct EnumCaseScanTests {
    @Test func casesAreReadWithWhetherTheyCarryValues() {
        let file = ScannerTests.read(
            """
            enum Route: String {
                case home = "h", settings
                case detail(id: Int, name: String), `default`
                indirect case nested(Route)
                static let all = [Route.home]
                func go() { switch self { case .home: break; default: break } }
                case about
            }
            """)
        let cases = ScannerTests.others(file).compactMap(\.enumCases).flatMap { $0 }
        #expect(cases.map(\.name) == ["home", "settings", "detail", "default", "nested", "about"])
        #expect(cases.map(\.hasAssociatedValues) == [false, false, true, false, true, false])
        #expect(cases.map { ScannerTests.position($0.location) } == ["2:10", "2:22", "3:10", "3:41", "4:19", "7:10"])
        // The declarations after the cases are read as before.
        #expect(ScannerTests.functions(file).map(\.name) == ["go"])
        #expect(ScannerTests.variables(file).count == 1)
    }

    @Test func theIndexKnowsTheCasesOfTheSourcesEnumsOnly() {
        let file = ScannerTests.read(
            """
            enum Route { case home, detail(Int) }
            extension Route: Hashable {}
            struct Plain {}
            enum Outer { enum Tab { case feed } }
            """)
        let index = TypeIndex(files: [file])
        #expect(index.enumCases(of: "Route")?.map(\.name) == ["home", "detail"])
        #expect(index.isHashableEnum("Route", cases: index.enumCases(of: "Route") ?? []))
        #expect(index.enumCases(of: "Outer.Tab")?.map(\.name) == ["feed"])
        #expect(index.enumCases(of: "Plain") == nil)
        #expect(index.enumCases(of: "Missing") == nil)
    }
}

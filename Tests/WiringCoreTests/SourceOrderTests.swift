import Testing

@testable import WiringCore

/// The integer keys the stages sort bindings by (`SourceOrder`) order locations exactly as `SourceLocation`'s `<`.
@Suite struct SourceOrderTests {
    @Test func theKeysOrderLocationsAsTheirComparisonDoes() {
        var generator = SystemRandomNumberGenerator()
        let files = [
            "Sources/App/Engine.swift", "Sources/App/Engine2.swift", "Sources/App/engine.swift", "Sources/Core/A.swift",
            "Sources/App/Ä.swift", "Sources/App/E.swift",
        ]
        for _ in 0..<10 {
            let locations = (0..<100).map { _ in
                SourceLocation(
                    file: files.randomElement(using: &generator)!, line: Int.random(in: 1...9, using: &generator),
                    column: Int.random(in: 1...3, using: &generator))
            }
            let order = SourceOrder.of(locations)
            let disagreements = locations.indices.flatMap { first in
                locations.indices.filter { second in
                    (order[first] < order[second]) != (locations[first] < locations[second])
                }.map { (locations[first], locations[$0]) }
            }
            #expect(disagreements.isEmpty, "\(disagreements.prefix(3))")
        }
    }
}

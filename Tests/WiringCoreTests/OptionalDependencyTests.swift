import Testing
import WiringCore

/// `// @Optional`: where the graph stage places the optional value (present where a graph reaches `T`, absent, nil,
/// in each graph that does not), and that an unmarked `T?` keeps asking for a binding of `T?`.
@Suite struct OptionalDependencyTests {
    static let club = """
        struct Member { let name: String }
        // @Inputs(graph: MemberGraph)
        struct MemberInputs { let member: Member }
        protocol Payments: AnyObject {}
        // @Component(scope: .shared, in: MemberGraph)
        final class Locker { init(member: Member) {} }
        // @Component(scope: .shared)
        final class Reception {
            init(
                // @Optional
                locker: Locker?
            ) {}
        }
        // @Component
        final class Screen {
            init(
                // @Optional
                locker: Locker?,
                // @Optional
                payments: (any Payments)?
            ) {}
        }
        """

    @Test func presentInTheChildThatHasItAbsentInTheRoot() throws {
        let collector = DiagnosticCollector()
        let graph = try #require(
            Pipeline.resolve([.init(path: "F.swift", contents: Array(Self.club.utf8))], diagnostics: collector))
        #expect(collector.diagnostics.map(\.formatted) == [])
        let lockers = graph.model.bindings.filter { $0.key.text == "Locker? if bound" }
        let homes = lockers.map { (graph.model.graphs[$0.graph ?? 0].name, $0.dependencies.count) }
        // Present (one dependency, the locker) in a member's graph; absent (none) in the root graph.
        #expect(homes.map(\.0) == ["MemberGraph", "AppGraph"])
        #expect(homes.map(\.1) == [1, 0])
        // The shared reception lives in the root graph and gets nil; the unscoped screen is made in both.
        let placements = try GraphStageTests.placements(Self.club)
        #expect(placements["Reception"] == ["AppGraph"])
        #expect(placements["Screen"] == ["AppGraph", "MemberGraph"])
        #expect(placements["Payments? if bound"] == ["AppGraph"])
    }

    /// Random graphs, seed 800565: a binding made only in a child graph, because of its input, was said to be made
    /// there because of its optional value, which lives wherever what it holds does and is nil elsewhere.
    static let pinnedByItsInput = """
        struct Badge { let number: Int }
        // @Inputs(graph: BranchGraph)
        struct BranchInputs { let badge: Badge }
        struct Other { let number: Int }
        // @Inputs(graph: OtherGraph)
        struct OtherInputs { let other: Other }
        // @Component(scope: .shared, in: BranchGraph)
        final class Locker {}
        // @Component
        final class Gadget {
            init(
                // @Optional
                locker: Locker?,
                badge: Badge
            ) {}
        }
        // @Component(scope: .shared, in: OtherGraph)
        final class Screen { init(other: Other, gadget: Gadget) {} }
        """

    /// A composition of protocols the sources declare, which nothing binds (the module that binds it is not linked,
    /// or its component was rejected), is absent, not a misspelling; one with a member nothing declares is.
    @Test func aCompositionOfDeclaredProtocolsIsDeclared() {
        let source = """
            protocol Lifting {}
            protocol Driving {}
            // @Component
            final class Yard {
                init(
                    // @Optional
                    truck: (any Lifting & Driving)?,
                    // @Optional
                    crane: (any Lifting & Drivng)?
                ) {}
            }
            """
        let collector = DiagnosticCollector()
        _ = Pipeline.resolve([.init(path: "F.swift", contents: Array(source.utf8))], diagnostics: collector)
        #expect(collector.sorted.map(\.formatted) == [
            "F.swift:9:9: error: '@Optional' parameter 'crane' asks for 'Drivng & Lifting', which nothing in the sources binds or declares, so it could never be anything but nil: bind it with '// @Component' or '// @Provides', or ask for a type the sources declare [#UnknownOptionalDependency]",
        ])
    }

    @Test func anOptionalValueIsNeverWhatKeepsItsAskerInAGraph() {
        let collector = DiagnosticCollector()
        _ = Pipeline.resolve(
            [.init(path: "F.swift", contents: Array(Self.pinnedByItsInput.utf8))], diagnostics: collector)
        let reported = collector.diagnostics
        #expect(reported.map(\.id) == [.bindingInOtherGraph])
        let notes = reported.flatMap(\.notes).map(\.message)
        #expect(notes.contains("'Gadget' is unscoped, and made where all it needs is: it needs 'Badge' here"), "\(notes)")
        #expect(!notes.contains { $0.contains("if bound") }, "\(notes)")
    }

    static let unmarked = """
        // @Component
        final class Engine {}
        // @Component
        final class Car { init(engine: Engine?) {} }
        """

    @Test func anUnmarkedOptionalStillAsksForABindingOfTheOptionalType() {
        let collector = DiagnosticCollector()
        _ = Pipeline.resolve(
            [.init(path: "F.swift", contents: Array(Self.unmarked.utf8))],
            diagnostics: collector)
        #expect(collector.diagnostics.map(\.id) == [.missingBinding])
    }
}

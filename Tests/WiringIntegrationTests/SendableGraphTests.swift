import Foundation
import Testing
import WiringCore

/// Compiles generated `Sendable` graphs and runs them: one graph shared by many tasks, each with a child graph of its
/// own, in Swift 6 mode (warnings as errors) and Swift 5 mode, under ThreadSanitizer; and the rule the other way: a
/// graph that keeps a class that is not `Sendable` is not, and Swift 6 refuses to let a task capture it.
@Suite struct SendableGraphTests {
    static let components = GraphProgram.initCounter + """

        // @Inputs
        struct ServerInputs {
            let name: String
        }

        // @Component(scope: .shared)
        actor Ledger {
            private(set) var entries: [Int] = []
            init() { InitCounter.record("Ledger") }
            func record(_ entry: Int) { entries.append(entry) }
        }

        /// Slow to make, so that many tasks arrive while the first one is still making it.
        // @Component(scope: .shared)
        final class Pool: Sendable {
            let name: String
            init(name: String) {
                usleep(20_000)
                self.name = name
                InitCounter.record("Pool")
            }
        }

        // @Component
        struct Repository: Sendable {
            let pool: Pool
            let ledger: Ledger
        }

        // @Inputs(graph: RequestGraph)
        struct RequestInputs {
            let requestID: UUID
        }

        /// One per request, made in the request's own graph.
        // @Component(scope: .shared, in: RequestGraph)
        final class RequestContext: Sendable {
            let requestID: UUID
            let repository: Repository
            init(requestID: UUID, repository: Repository) {
                self.requestID = requestID
                self.repository = repository
                InitCounter.record("RequestContext")
            }
        }
        """

    @Test func oneGraphServesManyTasksEachWithAChildGraphOfItsOwn() throws {
        let driver = """
            import Foundation

            let graph = AppGraph(inputs: ServerInputs(name: "parcels"))
            let results = await withTaskGroup(of: (pool: ObjectIdentifier, ownContext: Bool).self) { group in
                for number in 0..<500 {
                    group.addTask {
                        let requestID = UUID()
                        let request = RequestGraph(parent: graph, inputs: RequestInputs(requestID: requestID))
                        let context = request.requestContext
                        await context.repository.ledger.record(number)
                        return (ObjectIdentifier(context.repository.pool),
                                context.requestID == requestID && context === request.requestContext)
                    }
                }
                var results: [(pool: ObjectIdentifier, ownContext: Bool)] = []
                for await result in group { results.append(result) }
                return results
            }
            print("pools: \\(Set(results.map(\\.pool)).count), made \\(InitCounter.count("Pool"))")
            print("each request its own context: \\(results.allSatisfy(\\.ownContext)), made \\(InitCounter.count("RequestContext"))")
            print("ledger entries: \\(await graph.ledger.entries.count), ledgers made \\(InitCounter.count("Ledger"))")
            """
        let program = try GraphProgram(
            components: Self.components, driver: driver, languageModes: ["6", "5"], checkingThreads: true)
        defer { program.remove() }
        for mode in ["6", "5"] {
            let run = try program.run(languageMode: mode)
            #expect(run.status == 0, "\(run.combined)")
            #expect(run.standardOutput == """
                pools: 1, made 1
                each request its own context: true, made 500
                ledger entries: 500, ledgers made 1

                """, "Swift \(mode) mode")
        }
    }

    /// The same graph with one kept class that is not `Sendable`: Wiring generates a plain class, and Swift 6 refuses
    /// the task that captures it; with the class `Sendable`, the same driver compiles.
    @Test func aGraphThatKeepsAValueThatIsNotSendableIsNotSendable() throws {
        let driver = """
            let graph = AppGraph(inputs: ServerInputs(name: "parcels"))
            await withTaskGroup(of: Void.self) { group in
                group.addTask { print(graph.tally.count) }
            }
            """
        let tally = """
            // @Component(scope: .shared)
            final class Tally {
                var count = 0
            }
            """
        let refused = try GraphProgram.typecheck(
            components: Self.components + "\n" + tally, driver: driver, conditions: ["DEBUG"])
        #expect(refused.status != 0)
        #expect(refused.combined.contains("non-Sendable type 'AppGraph'"), "\(refused.combined)")

        let sendableTally = tally.replacingOccurrences(of: "final class Tally {\n    var count = 0", with: "final class Tally: Sendable {\n    let count = 0")
        let accepted = try GraphProgram.typecheck(
            components: Self.components + "\n" + sendableTally, driver: driver, conditions: ["DEBUG"])
        #expect(accepted.status == 0, "\(accepted.combined)")
    }
}

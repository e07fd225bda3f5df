import Testing

/// The task-local set of a graph's creations in progress (a main-actor kept instance created asynchronously on a
/// creation loop) compiles where the sources declare a type named `TaskLocal`: the `@TaskLocal` macro's expansion
/// names `TaskLocal` unqualified, so the graph declares its `_Concurrency.TaskLocal` without the macro.
@Suite struct CreationLoopShadowingTests {
    @Test func creationsInProgressCompileBesideATypeNamedTaskLocal() throws {
        let printed = try GraphProgram.output(
            components: """
                struct TaskLocal {}

                // @Component(scope: .shared)
                @MainActor
                final class Engine {
                    let car: @MainActor () async -> Car
                    init(car: @escaping @MainActor () async -> Car) async { self.car = car }
                }

                // @Component(scope: .shared)
                @MainActor
                final class Car {
                    let engine: Engine
                    init(engine: Engine) { self.engine = engine }
                }
                """,
            driver: """
                let graph = AppGraph()
                let car = await graph.car
                print(await car.engine.car() === car)
                """)
        #expect(printed == "true\n")
    }
}

import Foundation
import Testing
import WiringCore

/// Sources whose names would shadow what the generated graph spells: a type named like one of the standard
/// library's or Foundation's, a keyword as a parameter's name, a type whose name is its own accessor's, and a type
/// named like the graph. Each graph is compiled in Swift 6 with warnings as errors and run.
@Suite struct NameShadowingTests {
    /// Runs the program and returns what it prints.

    @Test func typesNamedLikeTheLibrarysDoNotHideThem() throws {
        let components = """
            struct Task { let title: Swift.String }
            struct Sendable {}
            struct Never {}
            struct Error {}
            struct NSLock {}
            struct NSRecursiveLock {}
            struct Int {}
            struct String {}
            struct Set {}
            struct Bool {}
            struct UInt8 {}
            struct Void {}
            struct KeyPath {}
            struct MemoryLayout {}
            struct ObjectIdentifier {}
            struct TaskLocal {}

            // @Component(scope: .shared)
            @MainActor final class Store { init() async {} }

            // @Component(scope: .shared)
            @MainActor final class Screen {
                let store: Store
                init(store: Store) { self.store = store }
            }

            // @Component(scope: .shared)
            final class Engine: Swift.Sendable { init() throws {} }

            // @Component(scope: .shared, teardown: close)
            final class Log: Swift.Sendable {
                init() {}
                func close() { print("closed") }
            }

            // @Component
            final class Car {
                let engine: Engine
                let log: () -> Log
                init(engine: Engine, log: @escaping () -> Log) {
                    self.engine = engine
                    self.log = log
                }
            }
            """
        let driver = """
            @MainActor func run() async throws {
                let graph = AppGraph()
                let screen = await graph.screen
                let again = await graph.screen
                let car = try graph.car
                print(screen === again, car.engine === (try graph.engine), car.log() === graph.log, Task(title: "t").title)
                graph.shutdown()
            }
            try await run()
            """
        #expect(try GraphProgram.output(components: components, driver: driver) == "true true true t\nclosed\n")
    }

    @Test func keywordsAsParameterNamesAreEscaped() throws {
        let components = """
            // @Component(assisted: default)
            final class Timer {
                let interval: Swift.Int
                init(`default`: Swift.Int) { interval = `default` }
            }

            // @Component(assisted: class)
            final class Alarm {
                let level: Swift.Int
                init(with `class`: Swift.Int) { level = `class` }
            }

            // @Component
            final class Clock {
                let timer: (Swift.Int) -> Timer
                let alarm: (Swift.Int) -> Alarm
                init(timer: @escaping (Swift.Int) -> Timer, alarm: @escaping (Swift.Int) -> Alarm) {
                    self.timer = timer
                    self.alarm = alarm
                }
            }
            """
        let driver = """
            let graph = AppGraph()
            print(graph.clock.timer(3).interval, graph.makeTimer(default: 4).interval, graph.makeAlarm(with: 5).level)
            """
        #expect(try GraphProgram.output(components: components, driver: driver) == "3 4 5\n")
    }

    @Test func anAccessorNeverTakesATypesName() throws {
        let components = """
            // @Component(scope: .shared)
            final class engine { init() {} }

            // @Component
            final class httpSession { init() {} }

            // @Component
            final class 日本 { init() {} }

            // @Component
            final class Car {
                let parts: (engine, httpSession, 日本)
                init(engine: engine, session: httpSession, japan: 日本) { parts = (engine, session, japan) }
            }
            """
        let driver = """
            let graph = AppGraph()
            print(graph.car.parts.0 === graph.engine2, graph.httpSession2 !== graph.httpSession2, graph.日本2 !== graph.日本2)
            """
        #expect(try GraphProgram.output(components: components, driver: driver) == "true true true\n")
    }

    @Test func aBacktickedTypeNameIsTheTypeItNames() throws {
        let components = """
            // @Component(scope: .shared)
            final class `Type` { init() {} }

            // @Component
            final class Reader {
                let type: `Type`
                init(type: `Type`) { self.type = type }
            }
            """
        let driver = """
            let graph = AppGraph()
            print(graph.reader.type === graph.type)
            """
        #expect(try GraphProgram.output(components: components, driver: driver) == "true\n")
    }

    @Test func freeFunctionsNamedLikeTheGraphsMembersAreCalled() throws {
        let components = """
            final class A { let name: String; init(_ name: String) { self.name = name } }

            // @Provides
            func inject() -> A { A("inject") }

            // @Provides(scope: .shared)
            @MainActor func shutdown(a: A) async throws -> Int { a.name.count }

            // @Provides
            func assertNotShutDown(_ count: Int) -> String { "assertNotShutDown \\(count)" }

            // @Provides
            func overridden() -> Double { 1.5 }

            // @Provides
            func mainActorOverridden() -> Float { 2.5 }

            // @Component(scope: .shared, teardown: close)
            @MainActor final class Log {
                let text: String
                init(text: String, double: Double, float: Float) { self.text = "\\(text) \\(double) \\(float)" }
                func close() { print("closed") }
            }

            final class Target {
                // @Inject
                var a: A?
                init() {}
            }
            """
        let driver = """
            @MainActor func run() async throws {
                let graph = AppGraph()
                print(try await graph.log.text)
                let target = Target()
                graph.inject(into: target)
                print(target.a?.name ?? "none")
                graph.shutdown()
            }
            try await run()
            """
        #expect(try GraphProgram.output(components: components, driver: driver) == "assertNotShutDown 6 1.5 2.5\ninject\nclosed\n")
    }
}

import Foundation
import Testing
import WiringCore

/// Compiles generated graphs whose inits and providers use the parameter and result forms of real Swift 6 code, and
/// runs them: ownership modifiers, typed throws, noncopyable components, opaque results, and closures bound as
/// values beside the factories the graph makes.
@Suite struct ParameterFormTests {
    /// Runs the program in Swift 6 and 5 modes and checks what it prints.
    private func expectOutput(components: String, driver: String, _ expected: String) throws {
        let program = try GraphProgram(components: components, driver: driver, languageModes: ["6", "5"])
        defer { program.remove() }
        for mode in ["6", "5"] {
            let run = try program.run(languageMode: mode)
            #expect(run.status == 0, "\(run.combined)")
            #expect(run.standardOutput == expected, "Swift \(mode) mode")
        }
    }

    /// `consuming`, `borrowing`, `sending` and `__owned` say how an init takes a value, not which value: each asks for
    /// the component, and a factory `() -> sending T` is a factory of `T`.
    @Test func ownershipModifiersAskForTheComponentItself() throws {
        let components = """
            // @Component
            final class Wheel: Sendable {
                let name = "wheel"
                init() {}
            }

            // @Component(scope: .shared)
            final class Engine: Sendable {
                init() {}
            }

            /// `Sendable`: what the graph passes `sending` must be, as it may share state with what the graph keeps.
            // @Component
            final class Seat: Sendable {
                init() {}
            }

            // @Component
            final class Car {
                let wheel: Wheel
                let engine: Engine
                let seat: Seat
                let spare: () -> Wheel
                let radio: Wheel
                init(
                    wheel: consuming Wheel, engine: borrowing Engine, seat: sending Seat,
                    spare: @escaping () -> sending Wheel, radio: __owned Wheel
                ) {
                    self.wheel = wheel
                    self.engine = copy engine
                    self.seat = seat
                    self.spare = spare
                    self.radio = radio
                }
            }
            """
        let driver = """
            let graph = AppGraph()
            let car = graph.car
            print(car.wheel.name, car.spare().name, car.radio.name)
            print("one engine: \\(car.engine === graph.engine)")
            print("new spare each call: \\(car.spare() !== car.spare())")
            """
        try expectOutput(
            components: components, driver: driver,
            """
            wheel wheel wheel
            one engine: true
            new spare each call: true

            """)
    }

    /// A factory that throws a typed error is a factory: the graph's closure throws nothing when creating the product
    /// throws nothing, and `throws(any Error)` is `throws`.
    @Test func typedThrowsFactoriesAreFactories() throws {
        let components = """
            struct EngineError: Error {}

            // @Component
            final class Engine: Sendable {
                init() {}
            }

            // @Component
            final class Turbo: Sendable {
                init() throws {}
            }

            // @Component
            final class Car {
                let engine: () throws(EngineError) -> Engine
                let turbo: () throws(any Error) -> Turbo
                let spare: () throws(Never) -> Engine
                init(
                    engine: @escaping () throws(EngineError) -> Engine,
                    turbo: @escaping () throws(any Error) -> Turbo,
                    spare: @escaping () throws(Never) -> Engine
                ) {
                    self.engine = engine
                    self.turbo = turbo
                    self.spare = spare
                }
            }
            """
        let driver = """
            let graph = AppGraph()
            let car = graph.car
            do throws(EngineError) {
                let engine = try car.engine()
                print("engine: \\(engine !== car.spare())")
            } catch {
                print("no engine")
            }
            print("turbo: \\((try? car.turbo()) != nil)")
            """
        try expectOutput(components: components, driver: driver, "engine: true\nturbo: true\n")
    }

    /// An unscoped `~Copyable` component is created for each dependent, which takes it `consuming` or `borrowing`, or
    /// through a factory; a test's override replaces it as any other.
    @Test func noncopyableComponentsAreCreatedForEachDependent() throws {
        let components = """
            nonisolated(unsafe) var tokensMade = 0

            // @Component
            struct Token: ~Copyable {
                let number: Int
                init() {
                    tokensMade += 1
                    number = tokensMade
                }
            }

            // @Component
            final class Session: Sendable {
                let numbers: [Int]
                init(token: consuming Token, peek: borrowing Token, next: @escaping () -> Token) {
                    numbers = [token.number, peek.number, next().number]
                }
            }
            """
        let driver = """
            print(AppGraph().session.numbers)
            var overrides = AppGraph.Overrides()
            overrides.token = { Token() }
            print("overridden: \\(AppGraph(overrides: overrides).session.numbers.count)")
            """
        try expectOutput(components: components, driver: driver, "[1, 2, 3]\noverridden: 3\n")
    }

    /// A provider that returns `some Engine`, a static one or a free function, binds `any Engine`: what a parameter
    /// of type `Engine` or `any Engine` asks for.
    @Test func anOpaqueResultIsBoundAsTheExistential() throws {
        let components = """
            protocol Engine: Sendable {
                var name: String { get }
            }

            protocol Wheel: Sendable {
                var size: Int { get }
            }

            struct V8: Engine {
                var name: String { "V8" }
            }

            struct Alloy: Wheel {
                var size: Int { 18 }
            }

            enum Parts {
                // @Provides(scope: .shared)
                static func engine() -> some Engine { V8() }
            }

            // @Provides
            func wheel() -> some Wheel { Alloy() }

            // @Component
            final class Car: Sendable {
                let engine: any Engine
                let spare: Engine
                let wheel: Wheel
                init(engine: any Engine, spare: Engine, front: any Wheel) {
                    self.engine = engine
                    self.spare = spare
                    self.wheel = front
                }
            }
            """
        let driver = """
            let car = AppGraph().car
            print(car.engine.name, car.spare.name, car.wheel.size)
            """
        try expectOutput(components: components, driver: driver, "V8 V8 18\n")
    }

    /// A closure the sources bind as a value (an input, a provider's result) is what a parameter of its function type
    /// takes, rather than a factory of what the closure returns: `nextPort` beside the input `port`, `onTap` that
    /// returns `Void`, a provided `() -> Engine`.
    @Test func aBoundClosureIsTakenAsAValueRatherThanAFactory() throws {
        let components = """
            final class Engine: Sendable {
                let name: String
                init(name: String) { self.name = name }
            }

            // @Inputs
            struct AppInputs: Sendable {
                let port: Int
                let nextPort: @Sendable () -> Int
                let onTap: @Sendable () -> Void
            }

            enum Parts {
                // @Provides
                static func engineMaker() -> @Sendable () -> Engine { { Engine(name: "provided") } }
            }

            // @Component
            final class Server: Sendable {
                let port: Int
                let nextPort: @Sendable () -> Int
                let engine: Engine
                init(
                    port: Int, nextPort: @escaping @Sendable () -> Int,
                    onTap: @escaping @Sendable () -> Void, makeEngine: @escaping @Sendable () -> Engine
                ) {
                    self.port = port
                    self.nextPort = nextPort
                    engine = makeEngine()
                    onTap()
                }
            }
            """
        let driver = """
            let graph = AppGraph(inputs: AppInputs(port: 80, nextPort: { 8080 }, onTap: { print("tapped") }))
            let server = graph.server
            print(server.port, server.nextPort(), server.engine.name)
            """
        try expectOutput(components: components, driver: driver, "tapped\n80 8080 provided\n")
    }
}

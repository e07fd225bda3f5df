import Testing

/// Runs a generated graph whose components have `// @Inject` properties: the graph sets them right after the init
/// for every scope and every way it creates a component, before anyone receives it; an override replaces the whole
/// creation.
@Suite struct InjectedPropertyTests {
    static let components = """
        protocol Plugin: AnyObject { var engine: Engine? { get } }

        // @Component(scope: .shared)
        final class Engine { init() {} }

        // @Component
        final class Wheel { init() {} }

        /// Checks, in each init that receives a component with injected properties, that they are set already.
        func requireSet(_ value: Any?, _ what: String) {
            if value == nil { fatalError("\\(what) was received before its '@Inject' property was set") }
        }

        // @Component(scope: .shared)
        final class Car {
            let engine: Engine
            init(engine: Engine) { self.engine = engine }
            // @Inject
            var wheel: Wheel!
            // @Inject
            var makeWheel: (() -> Wheel)?
        }

        // @Component(scope: .weak)
        final class Radio {
            init() {}
            // @Inject
            var engine: Engine!
        }

        // @Component
        final class Seat {
            init() {}
            // @Inject
            var car: Car!
        }

        // @Component(assisted: speed)
        final class Driver {
            let speed: Int
            init(speed: Int) { self.speed = speed }
            // @Inject
            var car: Car!
        }

        // @Component(into: [Plugin])
        final class Horn: Plugin {
            init() {}
            // @Inject
            var engine: Engine?
        }

        // @Component(scope: .shared)
        @MainActor
        final class Dashboard {
            init(car: Car) async { requireSet(car.wheel, "Car") }
            // @Inject
            var radio: Radio!
        }

        // @Component
        final class Garage {
            let car: Car
            let radio: Radio
            let seat: Seat
            let makeSeat: () -> Seat
            let driver: Driver
            let plugins: [any Plugin]
            init(car: Car, radio: Radio, seat: Seat, makeSeat: @escaping () -> Seat, makeDriver: (Int) -> Driver,
                 plugins: [any Plugin]) {
                requireSet(car.wheel, "Car")
                requireSet(car.makeWheel, "Car")
                requireSet(radio.engine, "Radio")
                requireSet(seat.car, "Seat")
                self.car = car
                self.radio = radio
                self.seat = seat
                self.makeSeat = makeSeat
                driver = makeDriver(300)
                requireSet(driver.car, "Driver")
                self.plugins = plugins
                requireSet(plugins[0].engine, "Horn")
            }
        }
        """

    static let driver = """
        @MainActor func run() async {
            let graph = AppGraph()
            let garage = graph.garage
            print("shared car's wheel set: \\(garage.car.wheel != nil), its factory makes new ones: \\(garage.car.makeWheel!() !== garage.car.makeWheel!())")
            print("weak radio gets the shared engine: \\(garage.radio.engine === graph.engine)")
            print("unscoped seat gets the shared car: \\(garage.seat.car === graph.car)")
            print("seat from a factory too: \\(garage.makeSeat().car === graph.car)")
            print("assisted driver: \\(garage.driver.speed), \\(garage.driver.car === graph.car)")
            print("contribution: \\(garage.plugins[0].engine === graph.engine)")
            let dashboard = await graph.dashboard
            print("main-actor async shared: \\(dashboard.radio != nil)")

            var overrides = AppGraph.Overrides()
            let replacement = Car(engine: Engine())
            overrides.car = { replacement }
            let test = AppGraph(overrides: overrides)
            print("an override is used whole: \\(test.seat.car === replacement), its wheel left unset: \\(test.car.wheel == nil)")
        }
        await run()
        """

    @Test func theGraphSetsInjectedPropertiesOfTheComponentsItCreates() throws {
        let program = try GraphProgram(components: Self.components, driver: Self.driver)
        defer { program.remove() }
        let result = try program.run()
        #expect(result.status == 0, "\(result.combined)")
        #expect(result.standardOutput == """
            shared car's wheel set: true, its factory makes new ones: true
            weak radio gets the shared engine: true
            unscoped seat gets the shared car: true
            seat from a factory too: true
            assisted driver: 300, true
            contribution: true
            main-actor async shared: true
            an override is used whole: true, its wheel left unset: true

            """)
    }

    /// Only the properties' values are tried or awaited when only they have effects: a `try` on a call that cannot
    /// throw is a warning, which fails a build with warnings as errors (the random graphs found it).
    @Test func effectsOfPropertiesAreMarkedWhereTheyAreSet() throws {
        let program = try GraphProgram(components: """
            struct Stalled: Error {}
            // @Component
            final class Fuel { init() throws { throw Stalled() } }
            // @Component(scope: .shared)
            final class Car {
                init() {}
                // @Inject
                var fuel: Fuel!
            }
            """, driver: """
            do {
                _ = try AppGraph().car
                print("no error")
            } catch {
                print("the property's error: \\(error is Stalled)")
            }
            """)
        defer { program.remove() }
        let result = try program.run()
        #expect(result.standardOutput == "the property's error: true\n", "\(result.combined)")
    }

    /// A main-actor component created asynchronously whose only dependency is an empty collection of factories,
    /// set as a property (`[:]`), does not capture the graph: an unused capture is a warning, which fails a build
    /// with warnings as errors (a random graph found it, seed 610678).
    @Test func aCreationThatNeedsNothingOfTheGraphDoesNotCaptureIt() throws {
        let program = try GraphProgram(components: """
            protocol Plugin {}
            // @Component(scope: .shared)
            @MainActor
            final class Dashboard {
                init() async {}
                // @Inject
                // @AllowEmpty
                var plugins: [String: () -> any Plugin] = ["unset": { fatalError() }]
            }
            """, driver: """
            @MainActor func run() async {
                print("plugins: \\(await AppGraph().dashboard.plugins.count)")
            }
            await run()
            """)
        defer { program.remove() }
        let result = try program.run()
        #expect(result.standardOutput == "plugins: 0\n", "\(result.combined)")
    }
}

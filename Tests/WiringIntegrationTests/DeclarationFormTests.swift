import Testing

/// Runs graphs whose components are declared as real code declares them: class hierarchies whose inits and
/// `// @Inject` properties are inherited, inits chosen inside `#if`, a class's provider that returns `Self`, and inits
/// marked unavailable. Each program is compiled in Swift 6 with warnings as errors and must print what it was built
/// with.
@Suite struct DeclarationFormTests {

    @Test func aSubclassWithoutInitsIsBuiltWithTheInitItInheritsThroughSeveralLevels() throws {
        let components = """
            // @Component
            final class Engine { let name = "engine" }

            class Vehicle {
                let engine: Engine
                init(engine: Engine) { self.engine = engine }
            }

            class Car: Vehicle {}

            // @Component
            final class SportsCar: Car {}
            """
        #expect(try GraphProgram.output(components: components, driver: "print(AppGraph().sportsCar.engine.name)") == "engine\n")
    }

    @Test func aGenericSuperclassGivesItsInitWithTheTypeArgumentsTheSubclassWrites() throws {
        let components = """
            // @Component
            final class Engine { let name = "engine" }

            class Holder<Value> {
                let value: Value
                init(value: Value) { self.value = value }
            }

            // @Component
            final class EngineHolder: Holder<Engine> {}
            """
        #expect(try GraphProgram.output(components: components, driver: "print(AppGraph().engineHolder.value.name)") == "engine\n")
    }

    @Test func aSubclassThatDeclaresADesignatedInitInheritsNone() throws {
        let components = """
            // @Component
            final class Engine {}

            class Vehicle {
                init(engine: Engine) {}
                init() {}
            }

            // @Component
            final class Bicycle: Vehicle {
                let wheels: Int
                init(wheels: Int = 2) {
                    self.wheels = wheels
                    super.init()
                }
            }
            """
        #expect(try GraphProgram.output(components: components, driver: "print(AppGraph().bicycle.wheels)") == "2\n")
    }

    @Test func anInitMarkedInTheSuperclassIsTheOneASubclassInherits() throws {
        let components = """
            // @Component
            final class Engine {}

            class Vehicle {
                let made: String
                init(made: String) { self.made = made }
                // @Inject
                convenience init(engine: Engine) { self.init(made: "with an engine") }
            }

            // @Component
            final class Truck: Vehicle {}
            """
        #expect(try GraphProgram.output(components: components, driver: "print(AppGraph().truck.made)") == "with an engine\n")
    }

    @Test func injectIntoASubclassSetsTheInheritedPropertiesToo() throws {
        let components = """
            // @Component
            final class Engine {}
            // @Component
            final class Tire {}

            class Vehicle {
                // @Inject
                var engine: Engine!
            }

            class Car: Vehicle {
                // @Inject
                var tire: Tire!
            }

            // @Component
            final class Truck: Vehicle {
                override init() {}
            }
            """
        let driver = """
            let graph = AppGraph()
            let car = Car()
            graph.inject(into: car)
            print(car.engine != nil, car.tire != nil, graph.truck.engine != nil)
            """
        #expect(try GraphProgram.output(components: components, driver: driver) == "true true true\n")
    }

    @Test func anInitMarkedInsideAnIfIsCalledInEveryConfigurationThatDeclaresItAlike() throws {
        let components = """
            // @Component
            final class Engine {}

            // @Component
            final class Car {
                let build: String
                #if DEBUG
                // @Inject
                init(engine: Engine) { build = "debug" }
                init(debugName: String) { build = debugName }
                #else
                init(engine: Engine) { build = "release" }
                #endif
            }
            """
        let driver = "print(AppGraph().car.build)"
        #expect(try GraphProgram.output(components: components, driver: driver, conditions: ["DEBUG"]) == "debug\n")
        #expect(try GraphProgram.output(components: components, driver: driver, conditions: []) == "release\n")
    }

    @Test func selfInAClassProviderIsTheClass() throws {
        let components = """
            class Clock {
                let name: String
                required init(name: String) { self.name = name }
                // @Provides
                class func make() -> Self { Self(name: "made") }
            }
            """
        #expect(try GraphProgram.output(components: components, driver: "print(AppGraph().clock.name)") == "made\n")
    }

    @Test func anUnavailableInitIsNoCandidate() throws {
        let components = """
            // @Component
            final class Engine {}

            // @Component
            final class Car {
                let made: String
                @available(*, unavailable)
                init() { fatalError() }
                init(engine: Engine) { made = "with an engine" }
            }
            """
        #expect(try GraphProgram.output(components: components, driver: "print(AppGraph().car.made)") == "with an engine\n")
    }
}

// @Component



// MARK: - Engine
final class Engine {}

// @Component

final class Car {
    init(
        // @Named(spare)

        engine: Engine
    ) {}
}

enum Garage {
    // @Component(scope: .shared)
    final class Lift {
        init(compressor: Garage.Compressor) {}
    }

    // @Component
    struct Compressor {}
}

extension Garage {
    /// `Lift` here means `Garage.Lift`: the generated code spells it in full.
    // @Component
    struct Bay {
        let lift: Lift
        var label: String = "A"
    }
}

extension Garage {
    /// Assisted, nested: the factory type `(Bay) -> Garage.Ticket` is written at file scope in full.
    // @Component(assisted: bay)
    struct Ticket {
        let bay: Bay
        let lift: Lift
    }

    // @Component
    final class Desk {
        init(issue: @escaping (Bay) -> Ticket, lifts: [Lift] = []) {}
    }
}

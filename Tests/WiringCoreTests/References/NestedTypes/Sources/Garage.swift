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

extension Garage.Compressor {
    /// Declared in an extension, beside the memberwise init: `@Inject` says which one to use.
    // @Inject
    init(pressure: Pressure) {
        self.init()
    }
}

// @Component(as: Gauge)
struct Pressure: Gauge {
    let bar = 8
}

protocol Gauge {}

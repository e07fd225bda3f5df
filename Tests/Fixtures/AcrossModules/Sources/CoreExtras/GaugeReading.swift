public import Core

extension Gauge {
    // @Inject
    public convenience init(reading: Double) {
        self.init(level: Int(reading))
    }
}

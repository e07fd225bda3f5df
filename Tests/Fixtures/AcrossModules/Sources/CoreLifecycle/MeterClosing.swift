public import Core

extension Meter {
    public func close() {
        Meter.closed += 1
    }
}

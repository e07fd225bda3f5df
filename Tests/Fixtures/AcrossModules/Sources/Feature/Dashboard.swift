@_spi(Lab) package import Core
package import Base

// @Component
public final class Dashboard {
    public let summary: String

    package init(engine: Engine, gauge: Gauge, meter: Meter, lab: LabService) {
        summary = "engine \(engine.power), gauge \(gauge.level), lab \(lab.name)"
    }
}

// @Provides
package func reading() -> Double { 7 }

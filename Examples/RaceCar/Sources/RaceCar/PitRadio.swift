import Foundation

/// The radio the pit crew talks to every car on. Its frequency has no reasonable default, so it comes from the
/// graph's inputs; it encodes telemetry with the `JSONEncoder` that `Frameworks` provides. The graph's
/// `shutdown()` closes it (seed 001's dispose).
// @Component(scope: .shared, teardown: close)
final class PitRadio {
    let frequency: Double
    private let encoder: JSONEncoder

    init(frequency: Double, encoder: JSONEncoder) {
        self.frequency = frequency
        self.encoder = encoder
        BuildLog.record("PitRadio")
    }

    /// The message as it goes over the air.
    func transmit(_ message: [String: String]) -> String {
        guard let data = try? encoder.encode(message) else { return "<unencodable>" }
        return String(decoding: data, as: UTF8.self)
    }

    /// Called once by `AppGraph.shutdown()`, after everything that uses the radio is gone.
    func close() {
        print("Pit radio on \(frequency) MHz closed.")
    }
}

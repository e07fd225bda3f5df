import Foundation

/// The radio the pit crew talks to every car on. Its frequency has no reasonable default, so it comes from the
/// graph's inputs; it encodes telemetry with the `JSONEncoder` that `Frameworks` provides.
// @Component(scope: .shared)
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
}

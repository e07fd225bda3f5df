import Foundation

/// Framework types the app does not own: they cannot carry a `// @Component` annotation, so functions provide
/// them. This keeps the "system singletons" of Foundation out of the components themselves.
enum Frameworks {
    /// The encoder for telemetry, configured once and shared.
    // @Provides(scope: .shared)
    static func telemetryEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }

    /// The process's notification center: the graph hands it out instead of every type reaching for `.default`.
    // @Provides
    static func notificationCenter() -> NotificationCenter {
        NotificationCenter.default
    }
}

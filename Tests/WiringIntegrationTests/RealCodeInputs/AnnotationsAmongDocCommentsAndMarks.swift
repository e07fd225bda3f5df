// Annotations as they sit in real files: under MARK comments, doc comments, attributes, in either order.
// MARK: - Services

/// The one place settings are read from.
// @Named(main)
// @Component(scope: .shared)
@available(macOS 10.15, *)
final class SettingsReader {
    let source = "defaults"
}

/// Reads the settings at launch.
///
/// - Note: made once per launch.
// @Component(scope: .shared)
// @Named(launch)
final class LaunchConfigurator {
    let reader: SettingsReader
    init(
        /// Where the settings come from.
        // @Named(main)
        reader: SettingsReader
    ) { self.reader = reader }
}

// MARK: - Screens

// @Component
final class StartScreen {
    init(
        // @Named(launch)
        configurator: LaunchConfigurator
    ) { print("start with \(configurator.reader.source)") }
}

// main.swift
_ = AppGraph().startScreen
// expect-output: start with defaults

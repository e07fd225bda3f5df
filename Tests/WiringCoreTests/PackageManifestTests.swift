import Testing
@testable import WiringCore

/// The manifest reader: each target's name, `path:` and default isolation where `Package.swift` writes them
/// literally, and every `defaultIsolation` it cannot read as one target's; and how the configuration adopts them
/// (wiring.json's key wins).
@Suite struct PackageManifestTests {
    static let manifest = """
        // swift-tools-version:6.2
        import PackageDescription

        let shared: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

        let package = Package(
            name: "App",
            targets: [
                .target(name: "Core", swiftSettings: [.enableUpcomingFeature("MemberImportVisibility"), .defaultIsolation(MainActor.self)]),
                .target(name: "Net", dependencies: [.target(name: "Core")], path: "Modules/Networking"),
                .target(name: "Plain", swiftSettings: [.defaultIsolation(nil)]),
                .target(name: "Shared", swiftSettings: shared),
                .executableTarget(
                    name: "My-App",
                    dependencies: ["Core", "Net"],
                    // swiftSettings: [.defaultIsolation(nil)] is a comment
                    swiftSettings: [
                        .defaultIsolation(MainActor.self),
                    ],
                    plugins: [.plugin(name: "WiringPlugin", package: "Wiring")]
                ),
                .testTarget(name: "AppTests", swiftSettings: [.defaultIsolation(MainActor.self, .when(configuration: .debug))]),
            ]
        )
        """

    static func read(_ text: String) -> PackageManifest {
        PackageManifest.read(Array(text.utf8), path: "Package.swift")
    }

    @Test func targetsAreReadWithTheirPathsAndDefaultIsolation() {
        let manifest = Self.read(Self.manifest)
        #expect(manifest.targets.map(\.name) == ["Core", "Net", "Plain", "Shared", "My-App", "AppTests"])
        #expect(manifest.targets.map(\.path) == [nil, "Modules/Networking", nil, nil, nil, nil])
        #expect(manifest.targets.map(\.isMainActorByDefault) == [true, false, false, nil, true, nil])
        #expect(manifest.target(ofModule: "My_App")?.location == SourceLocation(file: "Package.swift", line: 14, column: 19))
    }

    /// The variable's setting and the conditional one cannot be tied to a target; the literal ones and the comment
    /// are not listed.
    @Test func settingsItCannotTieToATargetAreListed() {
        let manifest = Self.read(Self.manifest)
        #expect(manifest.unreadSettings.map(\.line) == [4, 22])
    }

    @Test func anythingButALiteralIsLeftOut() {
        let manifest = Self.read("""
            let name = "Core"
            let package = Package(name: "X", targets: [
                .target(name: name),
                .target(name: "Interpolated\\(1)"),
                .target(name: "Sum", swiftSettings: base + [.defaultIsolation(MainActor.self)]),
                .target(name: "Open", swiftSettings: [.defaultIsolation(MainActor.self)
            """)
        #expect(manifest.targets.map(\.name) == ["Sum", "Open"])
        #expect(manifest.targets.map(\.isMainActorByDefault) == [nil, nil])
        #expect(manifest.unreadSettings.map(\.line) == [5, 6])
    }

    @Test func theManifestSetsWhatTheConfigurationLeavesUnsaid() throws {
        let diagnostics = DiagnosticCollector()
        var configuration = Configuration()
        configuration.adoptDefaultIsolation(
            of: "My-App", packageModules: ["Core", "Net"], from: Self.read(Self.manifest), diagnostics: diagnostics)
        #expect(configuration.isMainActorByDefault)
        #expect(configuration.mainActorByDefaultModules == ["Core"])
        #expect(diagnostics.sorted.isEmpty)
    }

    @Test func theConfigurationsKeysWin() throws {
        let diagnostics = DiagnosticCollector()
        var configuration = try #require(
            Configuration.parse(
                Array(#"{"defaultIsolation": "nonisolated", "modules": {"Core": {"defaultIsolation": "nonisolated"}}}"#.utf8),
                path: "wiring.json", diagnostics: diagnostics))
        configuration.adoptDefaultIsolation(
            of: "My-App", packageModules: ["Core"], from: Self.read(Self.manifest), diagnostics: diagnostics)
        #expect(!configuration.isMainActorByDefault)
        #expect(configuration.mainActorByDefaultModules.isEmpty)
        #expect(diagnostics.sorted.isEmpty)
    }

    /// A target whose settings are not a literal array, in a manifest that writes a setting Wiring cannot tie to a
    /// target, is read as nonisolated, with a warning at the setting; without the key, and only then.
    @Test func aSettingItCannotTieToATargetIsAWarningWhereItMatters() throws {
        let diagnostics = DiagnosticCollector()
        var configuration = Configuration()
        configuration.adoptDefaultIsolation(
            of: "Shared", packageModules: ["Core"], from: Self.read(Self.manifest), diagnostics: diagnostics)
        #expect(!configuration.isMainActorByDefault)
        #expect(diagnostics.sorted.map(\.formatted) == [
            #"Package.swift:4:32: warning: Wiring cannot tell which targets this 'defaultIsolation' applies to, and reads 'Shared' as nonisolated: write '.defaultIsolation(MainActor.self)' in the target's own 'swiftSettings: [...]', or set "defaultIsolation": "MainActor" in its wiring.json ("modules" for a dependency) [#UnreadableBuildSetting]"#,
        ])
        let declared = DiagnosticCollector()
        var withTheKey = try #require(
            Configuration.parse(Array(#"{"defaultIsolation": "MainActor"}"#.utf8), path: "wiring.json", diagnostics: declared))
        withTheKey.adoptDefaultIsolation(
            of: "Shared", packageModules: [], from: Self.read(Self.manifest), diagnostics: declared)
        #expect(withTheKey.isMainActorByDefault)
        #expect(declared.sorted.isEmpty)
    }
}

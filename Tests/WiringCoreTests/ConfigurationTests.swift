import Testing
@testable import WiringCore

/// `wiring.json`: every key, and a clear error at the key's line for each thing that can be wrong with it.
@Suite struct ConfigurationTests {
    static func parse(_ text: String) -> (Configuration?, [String]) {
        let collector = DiagnosticCollector()
        let configuration = Configuration.parse(Array(text.utf8), path: "wiring.json", diagnostics: collector)
        return (configuration, collector.sorted.map(\.formatted))
    }

    @Test func noKeyMeansEveryDefault() {
        let (configuration, errors) = Self.parse("{}")
        #expect(errors == [])
        #expect(configuration == Configuration())
        #expect(configuration?.graphTypeName == "AppGraph")
        #expect(configuration?.accessLevel == .internal)
    }

    @Test func everyKeyIsRead() throws {
        let (configuration, errors) = Self.parse("""
            {
              "graphName": "FeedGraph",
              "accessLevel": "package",
              "includeModules": ["Core", "Net"],
              "skipModules": ["Net"],
              "warningsAsErrors": true
            }
            """)
        #expect(errors == [])
        let parsed = try #require(configuration)
        #expect(parsed.graphTypeName == "FeedGraph")
        #expect(parsed.accessLevel == .package)
        #expect(parsed.includedModules == ["Core", "Net"])
        #expect(parsed.skippedModules == ["Net"])
        #expect(parsed.warningsAreErrors)
    }

    @Test func badKeysAndValuesAreReportedAtTheirLines() {
        let (configuration, errors) = Self.parse("""
            {
              "graphName": "class",
              "accessLevel": "open",
              "includeModules": [1],
              "skipModule": [],
              "warningsAsErrors": 1
            }
            """)
        #expect(configuration == nil)
        #expect(errors == [
            "wiring.json:2:3: error: 'graphName' must be a Swift type name (letters, digits and '_', not starting with a digit, not a keyword), not 'class' [#InvalidConfiguration]",
            "wiring.json:3:3: error: 'accessLevel' must be 'internal', 'package' or 'public', not 'open' [#InvalidConfiguration]",
            "wiring.json:4:3: error: 'includeModules' must be a list of module names, like [\"Networking\"] [#InvalidConfiguration]",
            "wiring.json:5:3: error: unknown key 'skipModule' in Wiring's configuration; did you mean 'skipModules'? the keys are 'graphName', 'accessLevel', 'includeModules', 'skipModules', 'warningsAsErrors', 'sendable', 'defaultIsolation' and 'modules' [#UnknownConfigurationKey]",
            "wiring.json:6:3: error: 'warningsAsErrors' must be true or false [#InvalidConfiguration]",
        ])
    }

    @Test func everyKeyIsKnownAndListedWhenOneIsNot() {
        let documented = [
            "graphName", "accessLevel", "includeModules", "skipModules", "warningsAsErrors", "sendable", "defaultIsolation",
            "modules",
        ]
        #expect(Configuration.Key.allCases.map(\.rawValue) == documented)
        for key in documented {
            // A value of no key's kind: refused as that key's value, not as an unknown key.
            #expect(Self.parse(#"{"\#(key)": null}"#).1.first?.hasPrefix("wiring.json:1:2: error: '\(key)' must be ") == true)
        }
        #expect(Self.parse(#"{"graph": "FeedGraph"}"#).1 == [
            "wiring.json:1:2: error: unknown key 'graph' in Wiring's configuration; the keys are 'graphName', 'accessLevel', 'includeModules', 'skipModules', 'warningsAsErrors', 'sendable', 'defaultIsolation' and 'modules' [#UnknownConfigurationKey]",
        ])
    }

    @Test func valuesOfTheWrongKindAreReported() {
        #expect(Self.parse(#"{"graphName": 3}"#).1 == ["wiring.json:1:2: error: 'graphName' must be a string [#InvalidConfiguration]"])
        #expect(Self.parse(#"{"skipModules": "Net"}"#).1
                == [#"wiring.json:1:2: error: 'skipModules' must be a list of module names, like ["Networking"] [#InvalidConfiguration]"#])
        #expect(Self.parse(#"{"warningsAsErrors": "yes"}"#).1
                == ["wiring.json:1:2: error: 'warningsAsErrors' must be true or false [#InvalidConfiguration]"])
    }

    @Test func aFileThatIsNotAJSONObjectIsReported() {
        #expect(Self.parse(#"["graphName"]"#).1
                == [#"wiring.json:1:1: error: Wiring's configuration must be a JSON object, like {"graphName": "AppGraph"} [#InvalidConfiguration]"#])
        let (configuration, errors) = Self.parse(#"{"graphName": }"#)
        #expect(configuration == nil)
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("wiring.json:1:1: error: Wiring's configuration is not valid JSON (") == true)
        #expect(errors.first?.hasSuffix("); fix the syntax, or delete the file to use the defaults [#InvalidConfiguration]") == true)
    }

    @Test func modulesAreIncludedOrSkippedAndUnknownNamesAreErrors() {
        let contents = Array(#"{"includeModules": ["Core", "Nett"], "skipModules": ["Netwrk"]}"#.utf8)
        let collector = DiagnosticCollector()
        let configuration = try! #require(Configuration.parse(contents, path: "wiring.json", diagnostics: collector))
        let files = [
            Pipeline.SourceFile(path: "App.swift", contents: []),
            Pipeline.SourceFile(path: "Core.swift", contents: [], module: DependencyModule(name: "Core", requiredAccess: .package)),
            Pipeline.SourceFile(path: "Net.swift", contents: [], module: DependencyModule(name: "Net", requiredAccess: .public)),
            Pipeline.SourceFile(path: "Log.swift", contents: [], module: DependencyModule(name: "Log", requiredAccess: .public)),
        ]
        let selected = configuration.selectModules(files, diagnostics: collector)
        #expect(selected.map(\.path) == ["App.swift", "Core.swift"])
        #expect(collector.sorted.map(\.formatted) == [
            "wiring.json:1:2: error: 'includeModules' names 'Nett', which is not a module the target depends on; did you mean 'Net'? [#UnknownModule]",
            "wiring.json:1:38: error: 'skipModules' names 'Netwrk', which is not a module the target depends on; its dependencies are 'Core', 'Log' and 'Net' [#UnknownModule]",
        ])
    }

    @Test func defaultIsolationMarksTheTargetsFilesAndEachNamedModules() throws {
        let contents = Array("""
            {
              "defaultIsolation": "MainActor",
              "modules": {"Core": {"defaultIsolation": "MainActor"}, "Net": {"defaultIsolation": "nonisolated"}}
            }
            """.utf8)
        let collector = DiagnosticCollector()
        let configuration = try #require(Configuration.parse(contents, path: "wiring.json", diagnostics: collector))
        #expect(configuration.isMainActorByDefault)
        #expect(configuration.mainActorByDefaultModules == ["Core"])
        let files = [
            Pipeline.SourceFile(path: "App.swift", contents: []),
            Pipeline.SourceFile(path: "Core.swift", contents: [], module: DependencyModule(name: "Core", requiredAccess: .package)),
            Pipeline.SourceFile(path: "Net.swift", contents: [], module: DependencyModule(name: "Net", requiredAccess: .public)),
        ]
        let selected = configuration.selectModules(files, diagnostics: collector)
        #expect(selected.map(\.isMainActorByDefault) == [true, true, false])
        #expect(collector.sorted.isEmpty)
        #expect(try #require(Self.parse(#"{"defaultIsolation": "nonisolated"}"#).0).isMainActorByDefault == false)
    }

    @Test func defaultIsolationValuesAndModuleNamesAreChecked() {
        #expect(Self.parse(#"{"defaultIsolation": "MainActr"}"#).1 == [
            "wiring.json:1:2: error: 'defaultIsolation' must be 'MainActor' or 'nonisolated', as the target's 'defaultIsolation' setting [#InvalidConfiguration]",
        ])
        #expect(Self.parse(#"{"modules": {"Core": {"isolation": "MainActor"}}}"#).1 == [
            #"wiring.json:1:2: error: 'modules' must be an object of dependency modules' settings, and 'Core' must hold only 'defaultIsolation', 'MainActor' or 'nonisolated', like {"Core": {"defaultIsolation": "MainActor"}} [#InvalidConfiguration]"#,
        ])
        let contents = Array(#"{"modules": {"Cor": {"defaultIsolation": "MainActor"}}}"#.utf8)
        let collector = DiagnosticCollector()
        let configuration = try! #require(Configuration.parse(contents, path: "wiring.json", diagnostics: collector))
        let files = [
            Pipeline.SourceFile(path: "Core.swift", contents: [], module: DependencyModule(name: "Core", requiredAccess: .package)),
        ]
        _ = configuration.selectModules(files, diagnostics: collector)
        #expect(collector.sorted.map(\.formatted) == [
            "wiring.json:1:2: error: 'modules' names 'Cor', which is not a module the target depends on; did you mean 'Core'? [#UnknownModule]",
        ])
    }
}

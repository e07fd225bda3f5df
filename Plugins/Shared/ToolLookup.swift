import Foundation
import PackagePlugin

/// The tools the plugins run, `wiring` and `wiring-graph`: on a release, the prebuilt ones of its artifact bundle (the
/// trait `Prebuilt`, the default) or those compiled from source (`SourceBuild`), both under the executable's name, so
/// a plugin asks for a tool by that name either way. When SwiftPM has no tool to give, the error says what to change
/// in the dependency on Wiring, instead of SwiftPM's "Tool 'wiring' is not supported on the target platform" or
/// "Plugin does not have access to a tool named 'wiring'".
enum ToolLookup {
    /// The file of the tool `name`, as `lookUp` (a context's `tool(named:)`) finds it.
    static func url(of name: String, lookUp: (String) throws -> PluginContext.Tool) throws -> URL {
        do {
            return try lookUp(name).url
        } catch PluginContextError.toolNotSupportedOnTargetPlatform(_) {
            throw ToolLookupError(
                "Wiring's release has no prebuilt '\(name)' for this platform (it has them for macOS on arm64 and "
                    + "x86_64, and for Linux on x86_64 and aarch64): build the tools from source by adding "
                    + "'traits: [\"SourceBuild\"]' to your package's dependency on Wiring, as in '.package(url: "
                    + "\"https://github.com/wiring-swift/Wiring\", from: …, traits: [\"SourceBuild\"])'")
        } catch PluginContextError.toolNotFound(_) {
            throw ToolLookupError(
                "Wiring's plugins have no '\(name)': your package's dependency on Wiring enables neither the trait "
                    + "'Prebuilt' (the default, the release's prebuilt tools) nor 'SourceBuild' (the tools compiled "
                    + "from source); leave out its 'traits:', or add \"SourceBuild\" to them")
        }
    }
}

struct ToolLookupError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

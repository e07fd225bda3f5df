import Foundation
import WiringCore

/// `wiring`: the command the build plugin runs. Option parsing and file I/O only; the work is `WiringCore.Pipeline`.
@main
enum WiringCommand {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            let invocation = try Invocation(arguments: arguments)
            exit(try invocation.run())
        } catch let error as UsageError {
            FileHandle.standardError.write(
                Data("wiring: error: \(error.message)\nRun 'wiring --help' for usage.\n".utf8))
            exit(2)
        } catch {
            FileHandle.standardError.write(Data("wiring: error: \(error)\n".utf8))
            exit(1)
        }
    }
}

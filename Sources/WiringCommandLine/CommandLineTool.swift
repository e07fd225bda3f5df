/// What `wiring` and `wiring-graph` share as programs: how they end, and the part of their usage that describes the
/// inputs and diagnostics options that every command of both takes.
package enum CommandLineTool {
    /// Runs `command` on the process's arguments and exits with the status it returns; 2 after a usage error (with
    /// a pointer to `--help`), 1 after any other error.
    package static func main(name: String, _ command: ([String]) throws -> Int32) -> Never {
        do {
            OperatingSystem.exit(try command(Array(CommandLine.arguments.dropFirst())))
        } catch let error as UsageError {
            OperatingSystem.write(
                "\(name): error: \(error.message)\nRun '\(name) --help' for usage.\n", to: .standardError)
            OperatingSystem.exit(2)
        } catch {
            OperatingSystem.write("\(name): error: \(error)\n", to: .standardError)
            OperatingSystem.exit(1)
        }
    }

    /// The usage of the inputs and the diagnostics options.
    package static let inputsAndDiagnosticsUsage = """
        INPUTS (every command):
          <inputs>...   The target's own Swift files or folders.
          --dependency <module> <inputs>...
                        Sources of a module of another package that the target depends on: its components join
                        the graph, and what the graph uses of them must be 'public'.
          --package-dependency <module> <inputs>...
                        The same for a module of the target's own package ('package' access is enough).
          --declared-in <Package.swift> <folder>
                        After a dependency's module name: the manifest of its package and its folder, where the
                        name the sources import it by is read (the target declared there; else the folder's name),
                        for a module the manifest's 'moduleAliases' renamed.
          --config <file>
                        The target's wiring.json (graph name, access level, modules to include or skip,
                        each module's default isolation).
          --manifest <Package.swift> <target>
                        The manifest of the target's package and the target's name: the default isolation that
                        the swiftSettings of the target and of the '--package-dependency' modules give them,
                        where wiring.json does not say it.

        DIAGNOSTICS OPTIONS (every command):
          --diagnostics-format text|json
                        text (the default): compiler-format lines. json: one JSON document with every
                        diagnostic's id, severity, message, location and notes, and the counts.
          --diagnostics-output <file>
                        Write the diagnostics to <file> instead of standard error.
          --max-errors <n>
                        Show at most <n> errors, then a line that counts the rest
                        (default: \(DiagnosticsOutput.defaultMaxErrors); 0 shows them all).
        """
}

import WiringCommandLine

/// `wiring`: the command the build plugin runs, so it holds only what generating and checking need; the pictures
/// are `wiring-graph`'s, which a build never compiles. Option parsing and file I/O only; the work is
/// `WiringCore.Pipeline`.
@main
enum WiringCommand {
    static func main() {
        CommandLineTool.main(name: "wiring") { arguments in try Invocation(arguments: arguments).run() }
    }
}

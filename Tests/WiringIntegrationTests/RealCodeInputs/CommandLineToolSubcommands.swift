// A command-line tool whose subcommands are registered by name and share one configuration.
// @Inputs
struct ToolOptions {
    let verbose: Bool
}

protocol Subcommand {
    func run(_ arguments: [String]) -> String
}

// @Component(scope: .shared)
final class Console {
    let verbose: Bool
    init(verbose: Bool) { self.verbose = verbose }
    func format(_ text: String) -> String { verbose ? "[verbose] \(text)" : text }
}

// @Component(into: [String: Subcommand], key: "add")
struct AddCommand: Subcommand {
    let console: Console
    func run(_ arguments: [String]) -> String { console.format("added \(arguments.joined(separator: " "))") }
}

// @Component(into: [String: Subcommand], key: "list")
struct ListCommand: Subcommand {
    let console: Console
    func run(_ arguments: [String]) -> String { console.format("3 items") }
}

// @Component
struct Tool {
    let subcommands: [String: any Subcommand]
    func main(_ argv: [String]) -> String {
        guard let name = argv.first, let command = subcommands[name] else { return "usage: tool add|list" }
        return command.run(Array(argv.dropFirst()))
    }
}

// main.swift
let tool = AppGraph(inputs: ToolOptions(verbose: true)).tool
print(tool.main(["add", "milk", "eggs"]))
print(tool.main(["list"]))
print(tool.main([]))
// expect-output: [verbose] added milk eggs
// expect-output: [verbose] 3 items
// expect-output: usage: tool add|list

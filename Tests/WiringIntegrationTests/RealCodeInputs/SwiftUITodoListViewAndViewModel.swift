// A SwiftUI-style list screen: a main-actor view model the view holds, built with the view's memberwise init.
@MainActor
protocol View {
    var body: String { get }
}

struct TodoItem: Sendable {
    let title: String
    var done: Bool
}

// @Component(scope: .shared)
@MainActor
final class TodoListViewModel {
    private(set) var items = [TodoItem(title: "Buy milk", done: false), TodoItem(title: "Call mom", done: true)]
    func toggle(_ index: Int) { items[index].done.toggle() }
}

// @Component
@MainActor
struct TodoListView: View {
    let viewModel: TodoListViewModel
    var body: String {
        viewModel.items.map { ($0.done ? "[x] " : "[ ] ") + $0.title }.joined(separator: "\n")
    }
}

// main.swift
let graph = AppGraph()
graph.todoListViewModel.toggle(0)
print(graph.todoListView.body)
print(graph.todoListView.viewModel === graph.todoListViewModel)
// expect-output: [x] Buy milk
// expect-output: [x] Call mom
// expect-output: true

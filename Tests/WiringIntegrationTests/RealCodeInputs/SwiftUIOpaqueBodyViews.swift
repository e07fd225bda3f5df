// SwiftUI-shaped views with 'some View' bodies, built by the graph with their models.
@MainActor
protocol View {
    associatedtype Body: View
    var body: Body { get }
}

extension Never: View {
    var body: Never { fatalError() }
}

struct Text: View {
    let content: String
    init(_ content: String) { self.content = content }
    var body: Never { fatalError() }
}

// @Component(scope: .shared)
final class GreetingModel: Sendable {
    let greeting = "Hi, Ann"
}

// @Component
struct GreetingView: View {
    let model: GreetingModel
    var body: some View { Text(model.greeting) }
}

// main.swift
let view = AppGraph().greetingView
print(type(of: view.body), view.model.greeting)
// expect-output: Text Hi, Ann

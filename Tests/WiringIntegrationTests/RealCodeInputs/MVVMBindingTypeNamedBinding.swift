// An MVVM app with its own 'Binding' type connecting form fields to the view model.
final class Binding {
    private var value: String
    init(_ value: String) { self.value = value }
    func get() -> String { value }
    func set(_ newValue: String) { value = newValue }
}

enum Bindings {
    // @Provides(scope: .shared)
    static func emailField() -> Binding { Binding("") }
}

// @Component
final class SignUpViewModel {
    let email: Binding
    init(email: Binding) { self.email = email }
    var canSubmit: Bool { email.get().contains("@") }
}

// main.swift
let graph = AppGraph()
graph.binding.set("ann@example.com")
print(graph.signUpViewModel.canSubmit)
// expect-output: true

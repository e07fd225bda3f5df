// A SwiftUI-style row view with '@State private var' local state beside its injected model.
@propertyWrapper
struct State<Value> {
    var wrappedValue: Value
    init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
}

// @Component(scope: .shared)
final class ReminderModel {
    let title = "Stand up"
}

// @Component
struct ReminderRow {
    let model: ReminderModel
    @State private var isExpanded = false
    var body: String { "\(model.title) expanded: \(isExpanded)" }
}

// main.swift
print(AppGraph().reminderRow.body)
// expect-output: Stand up expanded: false

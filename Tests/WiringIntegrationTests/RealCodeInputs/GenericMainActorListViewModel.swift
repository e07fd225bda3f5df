// A generic main-actor list view model, specialized for each list screen.
struct Contact: Sendable {
    let name: String
}

struct Event: Sendable {
    let title: String
}

// @Component(scope: .shared)
final class DataSource: Sendable {
    func contacts() -> [Contact] { [Contact(name: "ann"), Contact(name: "bob")] }
}

// @Component
@MainActor
final class ListViewModel<Item: Sendable> {
    var items: [Item] = []
    let source: DataSource
    init(source: DataSource) { self.source = source }
}

// @Component
@MainActor
final class ContactsScreen {
    let model: ListViewModel<Contact>
    let events: ListViewModel<Event>
    init(model: ListViewModel<Contact>, events: ListViewModel<Event>) {
        self.model = model
        self.events = events
        model.items = model.source.contacts()
    }
}

// main.swift
let screen = AppGraph().contactsScreen
print(screen.model.items.map(\.name), screen.events.items.count)
// expect-output: ["ann", "bob"] 0

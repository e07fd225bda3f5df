// A to-do app's models named 'Item', 'List' and 'Store', with a repository for each.
struct Item: Sendable {
    let title: String
}

struct List: Sendable {
    let name: String
    var items: [Item]
}

// @Component(scope: .shared)
final class Store {
    var lists: [List] = [List(name: "Groceries", items: [Item(title: "Eggs")])]
}

// @Component
struct ListRepository {
    let store: Store
    func all() -> [List] { store.lists }
    func add(_ list: List) { store.lists.append(list) }
}

// @Component
struct ItemRepository {
    let store: Store
    func add(_ item: Item, to name: String) {
        if let i = store.lists.firstIndex(where: { $0.name == name }) { store.lists[i].items.append(item) }
    }
}

// @Component
struct Summary {
    let lists: ListRepository
    let items: ItemRepository
}

// main.swift
let summary = AppGraph().summary
summary.lists.add(List(name: "Work", items: []))
summary.items.add(Item(title: "Bread"), to: "Groceries")
summary.items.add(Item(title: "Report"), to: "Work")
for list in summary.lists.all() { print(list.name, list.items.map(\.title)) }
// expect-output: Groceries ["Eggs", "Bread"]
// expect-output: Work ["Report"]

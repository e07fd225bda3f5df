// Opening a list makes a child graph for it; its detail model is shared within the list, not across lists.
struct TodoList: Sendable {
    let name: String
}

// @Component(scope: .shared)
final class Database {
    var reads = 0
}

// @Inputs(graph: ListGraph)
struct ListInputs {
    let list: TodoList
}

// @Component(scope: .shared, in: ListGraph)
final class ListDetailModel {
    let title: String
    init(list: TodoList, database: Database) {
        database.reads += 1
        title = list.name
    }
}

// @Component
final class ListHeader {
    let model: ListDetailModel
    init(model: ListDetailModel) { self.model = model }
}

// @Component
final class ListOpener {
    let open: (ListInputs) -> ListGraph
    init(open: @escaping (ListInputs) -> ListGraph) { self.open = open }
}

// main.swift
let app = AppGraph()
let groceries = app.listOpener.open(ListInputs(list: TodoList(name: "Groceries")))
let work = app.listOpener.open(ListInputs(list: TodoList(name: "Work")))
print(groceries.listHeader.model.title, work.listHeader.model.title)
print(groceries.listHeader.model === groceries.listDetailModel, groceries.listDetailModel === work.listDetailModel)
print(app.database.reads)
// expect-output: Groceries Work
// expect-output: true false
// expect-output: 2

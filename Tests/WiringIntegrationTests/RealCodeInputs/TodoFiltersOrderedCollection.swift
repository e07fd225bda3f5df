// The list screen's filter chips come from every filter the app contributes, in priority order, then by name.
protocol TodoFilter {
    var title: String { get }
}

// @Component(into: [TodoFilter], priority: 10)
struct AllFilter: TodoFilter {
    let title = "All"
}

// @Component(into: [TodoFilter])
struct TodayFilter: TodoFilter {
    let title = "Today"
}

// @Component(into: [TodoFilter])
struct FlaggedFilter: TodoFilter {
    let title = "Flagged"
}

// @Component(into: [TodoFilter], priority: -1)
struct CompletedFilter: TodoFilter {
    let title = "Completed"
}

// @Component
struct FilterBar {
    let filters: [any TodoFilter]
}

// main.swift
print(AppGraph().filterBar.filters.map(\.title).joined(separator: " "))
// expect-output: All Flagged Today Completed

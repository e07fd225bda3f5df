// A tab bar makes each tab's screen only when the user selects it, from factories keyed by tab.
enum Tab: Hashable {
    case inbox, today, search
}

protocol TabScreen {
    var title: String { get }
}

// @Component(into: [Tab: TabScreen], key: .inbox)
final class InboxScreen: TabScreen {
    let title = "Inbox"
    init() { print("inbox made") }
}

// @Component(into: [Tab: TabScreen], key: .today)
final class TodayScreen: TabScreen {
    let title = "Today"
    init() { print("today made") }
}

// @Component(into: [Tab: TabScreen], key: .search)
final class SearchScreen: TabScreen {
    let title = "Search"
    init() { print("search made") }
}

// @Component
final class TabBarController {
    let screens: [Tab: () -> any TabScreen]
    init(screens: [Tab: () -> any TabScreen]) { self.screens = screens }
    func select(_ tab: Tab) -> String { screens[tab]!().title }
}

// main.swift
let graph = AppGraph()
let tabs = graph.tabBarController
print(tabs.select(.today))
print(tabs.select(.search))
// expect-output: today made
// expect-output: Today
// expect-output: search made
// expect-output: Search

// Settings panes are main-actor view controllers contributed to the settings screen's list.
@MainActor
class UIViewController {
    let title: String
    init(title: String) { self.title = title }
}

// @Component(into: [UIViewController], priority: 2)
@MainActor
final class AccountPaneController: UIViewController {
    init() { super.init(title: "Account") }
}

// @Component(into: [UIViewController], priority: 1)
@MainActor
final class PrivacyPaneController: UIViewController {
    init() { super.init(title: "Privacy") }
}

// @Component
@MainActor
final class SettingsSplitController {
    let panes: [UIViewController]
    init(panes: [UIViewController]) { self.panes = panes }
}

// main.swift
print(AppGraph().settingsSplitController.panes.map(\.title))
// expect-output: ["Account", "Privacy"]

// The settings screen lists one pane per section, keyed by the app's section enum, shown in case order.
enum SettingsSection: Int, CaseIterable {
    case general, notifications, privacy, about
}

protocol SettingsPane {
    var title: String { get }
}

// @Component(into: [SettingsSection: SettingsPane], key: .general)
struct GeneralPane: SettingsPane {
    let title = "General"
}

// @Component(into: [SettingsSection: SettingsPane], key: .privacy)
struct PrivacyPane: SettingsPane {
    let title = "Privacy"
}

// @Component(into: [SettingsSection: SettingsPane], key: .notifications)
struct NotificationsPane: SettingsPane {
    let title = "Notifications"
}

// @Component
struct SettingsScreen {
    let panes: [SettingsSection: any SettingsPane]
    var rows: [String] { SettingsSection.allCases.compactMap { panes[$0]?.title } }
}

// main.swift
print(AppGraph().settingsScreen.rows)
// expect-output: ["General", "Notifications", "Privacy"]

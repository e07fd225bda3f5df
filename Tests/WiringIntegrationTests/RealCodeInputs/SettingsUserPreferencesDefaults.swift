// Preferences with defaults: the memberwise init's defaulted properties keep their values.
// @Component(scope: .shared)
final class PreferenceStorage {
    var saved: [String: Bool] = [:]
}

// @Component
struct NotificationPreferences {
    let storage: PreferenceStorage
    var soundEnabled = true
    var badgeEnabled: Bool = false
    let category = "reminders"

    func save() {
        storage.saved["sound"] = soundEnabled
        storage.saved["badge"] = badgeEnabled
    }
}

// @Component
final class PreferencesController {
    let preferences: NotificationPreferences
    let pageSize: Int
    init(preferences: NotificationPreferences, pageSize: Int = 25) {
        self.preferences = preferences
        self.pageSize = pageSize
    }
}

// main.swift
let graph = AppGraph()
let controller = graph.preferencesController
controller.preferences.save()
print(controller.pageSize, controller.preferences.category)
print(graph.preferenceStorage.saved.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
// expect-output: 25 reminders
// expect-output: ["badge=false", "sound=true"]

// Reminders are made per task and due date, with the app's shared notification center.
struct Task: Sendable {
    let title: String
}

// @Component(scope: .shared)
final class NotificationCenter {
    private(set) var scheduled: [String] = []
    func schedule(_ text: String) { scheduled.append(text) }
}

// @Component(assisted: [task, minutesFromNow])
final class Reminder {
    let center: NotificationCenter
    let text: String
    init(task: Task, center: NotificationCenter, minutesFromNow: Int) {
        self.center = center
        text = "\(task.title) in \(minutesFromNow) min"
    }
    func schedule() { center.schedule(text) }
}

// @Component
final class ReminderPlanner {
    let makeReminder: (Task, Int) -> Reminder
    init(makeReminder: @escaping (Task, Int) -> Reminder) { self.makeReminder = makeReminder }
}

// main.swift
let graph = AppGraph()
graph.reminderPlanner.makeReminder(Task(title: "Water plants"), 30).schedule()
graph.makeReminder(task: Task(title: "Stretch"), minutesFromNow: 5).schedule()
print(graph.notificationCenter.scheduled)
// expect-output: ["Water plants in 30 min", "Stretch in 5 min"]

// A mistake: the user service and the notification service ask for each other directly.
// @Component(scope: .shared)
final class UserService {
    let notifications: NotificationService
    init(notifications: NotificationService) { self.notifications = notifications }
}

// @Component(scope: .shared)
final class NotificationService {
    let users: UserService
    init(users: UserService) { self.users = users }
}

// @Component
final class AppStartup {
    init(users: UserService) {}
}

// expect-diagnostic: Components.swift:11:10: error: dependency cycle: 'NotificationService' → 'UserService' → 'NotificationService'; none of them can be created first: take a factory '() -> T' instead of 'T' in one of these inits to create it later, remove one of these dependencies, or move what they share into a new component that each of them depends on [#DependencyCycle]
// expect-diagnostic: Components.swift:11:10: note: 'NotificationService' depends on 'UserService' through parameter 'users' of 'NotificationService.init'
// expect-diagnostic: Components.swift:5:10: note: 'UserService' depends on 'NotificationService' through parameter 'notifications' of 'UserService.init'

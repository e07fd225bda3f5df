// View models conform to a '@MainActor' protocol, so Swift isolates them to the main actor.
@MainActor
protocol ObservableViewModel: AnyObject {
    var title: String { get }
}

// @Component(scope: .shared)
final class SessionModel {
    let user = "ann"
}

// @Component(scope: .shared)
final class ProfileViewModel: ObservableViewModel {
    let session: SessionModel
    var title: String { "Profile of \(session.user)" }
    init(session: SessionModel) { self.session = session }
}

// @Component
final class InboxViewModel: ObservableViewModel {
    var unread = 3
    var title: String { "Inbox (\(unread))" }
}

// @Component
@MainActor
final class TabBarModel {
    let tabs: [any ObservableViewModel]
    init(profile: ProfileViewModel, inbox: InboxViewModel) { tabs = [inbox, profile] }
}

// main.swift
let graph = AppGraph()
print(graph.tabBarModel.tabs.map(\.title).joined(separator: " | "))
print(graph.profileViewModel === graph.profileViewModel)
// expect-output: Inbox (3) | Profile of ann
// expect-output: true

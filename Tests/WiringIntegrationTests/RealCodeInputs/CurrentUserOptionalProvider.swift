// The current user may be signed out: a provider returns 'User?', and the header takes that optional.
struct User {
    let name: String
}

// @Inputs
struct StoredSession {
    let savedName: String
}

enum Accounts {
    // @Provides
    static func currentUser(savedName: String) -> User? {
        savedName.isEmpty ? nil : User(name: savedName)
    }
}

// @Component
struct HeaderView {
    let user: User?
    var greeting: String { user.map { "Hi \($0.name)" } ?? "Sign in" }
}

// main.swift
print(AppGraph(inputs: StoredSession(savedName: "ann")).headerView.greeting)
print(AppGraph(inputs: StoredSession(savedName: "")).headerView.greeting)
// expect-output: Hi ann
// expect-output: Sign in

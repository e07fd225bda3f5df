// A mistake: 'in: SesionGraph', a typo of the session graph's name.
struct User {
    let name: String
}

// @Inputs(graph: SessionGraph)
struct SessionInputs {
    let user: User
}

// @Component(scope: .shared, in: SesionGraph)
final class Inbox {
    init(user: User) {}
}

// expect-diagnostic: Components.swift:11:35: error: no graph is named 'SesionGraph'; did you mean 'SessionGraph'? [#UnknownGraph]

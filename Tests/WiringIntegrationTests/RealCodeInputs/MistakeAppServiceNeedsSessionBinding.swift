// A mistake: an app-wide service asks for the signed-in user, which only the session graph has.
struct User {
    let name: String
}

// @Inputs(graph: SessionGraph)
struct SessionInputs {
    let user: User
}

// @Component(scope: .shared)
final class GreetingService {
    init(user: User) {}
}

// expect-diagnostic: Components.swift:13:10: error: 'User', needed by parameter 'user' of 'GreetingService.init', lives in 'SessionGraph', which 'AppGraph' cannot see (a graph sees its own bindings and its ancestors', never a child graph's or another branch's): put 'GreetingService' in 'SessionGraph' ('in: SessionGraph'), or take the child graph's factory '(SessionInputs) -> SessionGraph' and ask the graph it creates for 'User' [#BindingInOtherGraph]
// expect-diagnostic: Components.swift:8:9: note: 'User' is bound here

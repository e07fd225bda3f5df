// A mistake: the input is declared as 'UserID', a typealias of String, and the consumer asks for 'String'.
typealias UserID = String

// @Inputs
struct SessionInputs {
    let userID: UserID
}

// @Component
final class ProfileLoader {
    init(userID: String) {}
}

// expect-diagnostic: Components.swift:11:10: error: missing binding for 'String', needed by parameter 'userID' of 'ProfileLoader.init'; add '// @Component' above a type that provides it, a '// @Provides' function that returns it, or a property to the '@Inputs' struct [#MissingBinding]

// A mistake: two Bool inputs, which are one binding type, so a consumer cannot tell them apart.
// @Inputs
struct LaunchFlags {
    let darkMode: Bool
    let betaMenu: Bool
}

// @Component
final class MenuBuilder {
    init(betaMenu: Bool) {}
}

// expect-diagnostic: Components.swift:4:9: error: 'Bool' is bound 2 times, by input 'darkMode' of 'LaunchFlags' and input 'betaMenu' of 'LaunchFlags'; a type can have only one binding: remove all but one [#DuplicateBinding]
// expect-diagnostic: Components.swift:4:9: note: 'Bool' is bound here by input 'darkMode' of 'LaunchFlags'
// expect-diagnostic: Components.swift:5:9: note: 'Bool' is bound here by input 'betaMenu' of 'LaunchFlags'

// A mistake: '.weak' on a struct, which nothing can hold weakly.
// @Component(scope: .weak)
struct DraftEditor {
    var text = ""
}

// expect-diagnostic: Components.swift:2:4: error: 'DraftEditor' is a struct, which is copied, so nothing can hold it weakly: use 'scope: .shared' or '.unscoped', or make it a class [#UnsupportedWeakScope]

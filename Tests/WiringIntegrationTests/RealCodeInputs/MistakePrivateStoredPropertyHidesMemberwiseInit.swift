// A mistake: a private stored property makes the struct's memberwise init private, out of the graph's reach.
// @Component(scope: .shared)
final class Formatter {}

// @Component
struct PriceLabel {
    let formatter: Formatter
    private var cache: [Int: String] = [:]
}

// expect-diagnostic: Components.swift:8:17: error: the memberwise init of 'PriceLabel' is private because property 'cache' is; declare an internal init, or make the property internal [#InaccessibleDeclaration]

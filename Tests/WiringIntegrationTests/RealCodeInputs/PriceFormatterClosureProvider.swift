// A price formatter provided as a closure value, which the cart takes as a dependency.
// @Inputs
struct Locale {
    let currency: String
}

enum Formatting {
    // @Provides
    static func priceFormatter(currency: String) -> (Int) -> String {
        { cents in "\(cents / 100).\(cents % 100) \(currency)" }
    }
}

// @Component
struct CartSummary {
    let format: (Int) -> String
    func total(_ cents: [Int]) -> String { format(cents.reduce(0, +)) }
}

// main.swift
print(AppGraph(inputs: Locale(currency: "EUR")).cartSummary.total([250, 199]))
// expect-output: 4.49 EUR

// A shopper's basket exists only in a shopping session; the price banner shows it when there is one.
struct Shopper: Sendable {
    let name: String
}

// @Inputs(graph: ShoppingGraph)
struct ShoppingInputs {
    let shopper: Shopper
}

// @Component(scope: .shared, in: ShoppingGraph)
final class Basket {
    let owner: String
    init(shopper: Shopper) { owner = shopper.name }
}

// @Component
final class PriceBanner {
    let text: String
    init(
        // @Optional
        basket: Basket?
    ) { text = basket.map { "basket of \($0.owner)" } ?? "no basket" }
}

// main.swift
let app = AppGraph()
let shopping = ShoppingGraph(parent: app, inputs: ShoppingInputs(shopper: Shopper(name: "bo")))
print(app.priceBanner.text)
print(shopping.priceBanner.text)
// expect-output: no basket
// expect-output: basket of bo

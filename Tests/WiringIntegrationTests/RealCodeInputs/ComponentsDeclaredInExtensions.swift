// Feature namespaces extended across the file: components declared inside extensions of an enum.
enum Checkout {}

extension Checkout {
    // @Component(scope: .shared)
    final class Cart {
        var items: [String] = []
    }
}

extension Checkout {
    // @Component
    struct Summary {
        let cart: Checkout.Cart
        var text: String { "\(cart.items.count) items" }
    }
}

// main.swift
let graph = AppGraph()
graph.checkoutCart.items.append("book")
print(graph.checkoutSummary.text)
// expect-output: 1 items

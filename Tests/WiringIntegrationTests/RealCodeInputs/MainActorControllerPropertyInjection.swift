// A '@MainActor' view controller from a storyboard gets its main-actor model and a service injected.
// @Component(scope: .shared)
@MainActor
final class CartModel {
    var items = ["socks"]
}

// @Component(scope: .shared)
final class PriceService: Sendable {
    func price(_ item: String) -> Int { item.count * 100 }
}

@MainActor
final class CartViewController {
    // @Inject
    var model: CartModel!
    // @Inject
    var prices: PriceService!

    func total() -> Int { model.items.map(prices.price).reduce(0, +) }
}

// main.swift
let graph = AppGraph()
let controller = CartViewController()
graph.inject(into: controller)
print(controller.total(), controller.model === graph.cartModel)
// expect-output: 500 true

// The checkout asks for payments as an optional feature; this app links it, so the checkout gets it.
protocol Payments: AnyObject {
    func pay(_ cents: Int) -> String
}

// @Component(scope: .shared, as: Payments)
final class ApplePayPayments: Payments {
    func pay(_ cents: Int) -> String { "paid \(cents) with Apple Pay" }
}

// @Component
final class CheckoutViewModel {
    let payments: (any Payments)?
    init(
        // @Optional
        payments: (any Payments)?
    ) { self.payments = payments }
    func buy() -> String { payments?.pay(999) ?? "payments unavailable" }
}

// main.swift
let graph = AppGraph()
print(graph.checkoutViewModel.buy())
print(graph.checkoutViewModel.payments === graph.payments)
// expect-output: paid 999 with Apple Pay
// expect-output: true

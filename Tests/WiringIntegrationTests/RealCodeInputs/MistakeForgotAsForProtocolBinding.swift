// A mistake: the payment gateway conforms to the protocol the checkout asks for, but its annotation lacks 'as:'.
protocol PaymentGateway: AnyObject {
    func charge(_ cents: Int) -> Bool
}

// @Component(scope: .shared)
final class StripeGateway: PaymentGateway {
    func charge(_ cents: Int) -> Bool { cents > 0 }
}

// @Component
final class CheckoutService {
    let gateway: any PaymentGateway
    init(gateway: any PaymentGateway) { self.gateway = gateway }
}

// expect-diagnostic: Components.swift:14:10: error: missing binding for 'any PaymentGateway', needed by parameter 'gateway' of 'CheckoutService.init'; 'StripeGateway' conforms to it: add 'as: PaymentGateway' to its '@Component' annotation [#MissingBinding]
// expect-diagnostic: Components.swift:7:13: note: 'StripeGateway' is declared here

// A mistake: 'as: PaymentGatway', a typo of the protocol's name.
protocol PaymentGateway: AnyObject {}

// @Component(scope: .shared, as: PaymentGatway)
final class AdyenGateway: PaymentGateway {}

// expect-error-at: Components.swift:4:35

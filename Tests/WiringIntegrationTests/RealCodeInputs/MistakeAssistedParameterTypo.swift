// A mistake: 'assisted: orderId' where the init's parameter is 'orderID'.
// @Component(scope: .shared)
final class OrdersAPI {}

// @Component(assisted: orderId)
final class OrderDetailViewModel {
    init(api: OrdersAPI, orderID: String) {}
}

// expect-diagnostic: Components.swift:5:25: error: 'orderId' in 'assisted:' is not a parameter of 'OrderDetailViewModel.init'; did you mean 'orderID'? [#UnknownAssistedParameter]

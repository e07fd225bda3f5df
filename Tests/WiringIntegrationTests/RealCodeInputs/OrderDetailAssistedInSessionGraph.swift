// Inside a signed-in session, order screens are made per order with the session's client.
struct Customer: Sendable {
    let id: String
}

// @Inputs(graph: SessionGraph)
struct SessionInputs {
    let customer: Customer
}

// @Component(scope: .shared, in: SessionGraph)
final class OrdersClient {
    let customer: Customer
    init(customer: Customer) { self.customer = customer }
}

// @Component(assisted: orderNumber)
final class OrderDetailScreen {
    let text: String
    init(client: OrdersClient, orderNumber: Int) { text = "order \(orderNumber) of \(client.customer.id)" }
}

// @Component
final class OrdersList {
    let makeDetail: (Int) -> OrderDetailScreen
    init(makeDetail: @escaping (Int) -> OrderDetailScreen) { self.makeDetail = makeDetail }
}

// main.swift
let app = AppGraph()
let session = SessionGraph(parent: app, inputs: SessionInputs(customer: Customer(id: "c-9")))
let list = session.ordersList
print(list.makeDetail(17).text)
print(session.makeOrderDetailScreen(orderNumber: 18).text)
// expect-output: order 17 of c-9
// expect-output: order 18 of c-9

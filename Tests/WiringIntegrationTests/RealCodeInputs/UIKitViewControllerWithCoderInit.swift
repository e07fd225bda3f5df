// A UIKit view controller as Xcode templates write it: its own init marked '@Inject', and the required coder init.
import Foundation

@MainActor
class UIViewController {
    init() {}
    required init?(coder: NSCoder) { nil }
}

// @Component(scope: .shared)
final class OrdersService: Sendable {
    func count() -> Int { 4 }
}

// @Component
@MainActor
final class OrdersViewController: UIViewController {
    let service: OrdersService

    // @Inject
    init(service: OrdersService) {
        self.service = service
        super.init()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

// main.swift
let controller = AppGraph().ordersViewController
print("orders: \(controller.service.count())")
// expect-output: orders: 4

// A coordinator pushes detail screens it creates later, through main-actor factories.
@MainActor
class UIViewController {
    var title = ""
    init() {}
}

@MainActor
final class UINavigationController {
    private(set) var stack: [UIViewController] = []
    func push(_ controller: UIViewController) { stack.append(controller) }
}

// @Component(scope: .shared)
@MainActor
final class NavigationHost {
    let navigation = UINavigationController()
}

// @Component(assisted: itemID)
@MainActor
final class DetailViewController: UIViewController {
    init(itemID: Int) {
        super.init()
        title = "Item \(itemID)"
    }
}

// @Component
@MainActor
final class ListViewController: UIViewController {
    override init() {
        super.init()
        title = "List"
    }
}

// @Component(scope: .shared)
@MainActor
final class AppCoordinator {
    let host: NavigationHost
    let makeList: @MainActor () -> ListViewController
    let makeDetail: @MainActor (Int) -> DetailViewController
    init(host: NavigationHost, makeList: @escaping @MainActor () -> ListViewController,
         makeDetail: @escaping @MainActor (Int) -> DetailViewController) {
        self.host = host
        self.makeList = makeList
        self.makeDetail = makeDetail
    }
    func start() { host.navigation.push(makeList()) }
    func showItem(_ id: Int) { host.navigation.push(makeDetail(id)) }
}

// main.swift
let graph = AppGraph()
let coordinator = graph.appCoordinator
coordinator.start()
coordinator.showItem(7)
coordinator.showItem(9)
print(graph.navigationHost.navigation.stack.map(\.title).joined(separator: " > "))
print(coordinator === graph.appCoordinator)
// expect-output: List > Item 7 > Item 9
// expect-output: true

// Each request gets a repository that warms its cache asynchronously in its init.
// @Component(scope: .shared)
final class CacheServer: Sendable {
    func warm() async -> Int { 5 }
}

// @Component
final class ProductRepository: Sendable {
    let warmed: Int
    nonisolated(nonsending) init(cache: CacheServer) async {
        warmed = await cache.warm()
    }
}

// @Component
struct ProductHandler: Sendable {
    let repository: ProductRepository
}

// main.swift
let graph = AppGraph()
print(await graph.productHandler.repository.warmed)
// expect-output: 5

// A server's services are Sendable and shared; many concurrent requests see one instance of each.
import Foundation

// @Component(scope: .shared)
final class RateLimiter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func admit() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }
}

// @Component(scope: .shared)
final class SearchService: Sendable {
    let limiter: RateLimiter
    init(limiter: RateLimiter) { self.limiter = limiter }
}

// @Component
struct SearchHandler: Sendable {
    let service: SearchService
}

// main.swift
let graph = AppGraph()
let services = await withTaskGroup(of: ObjectIdentifier.self) { group in
    for _ in 0..<50 {
        group.addTask {
            let handler = graph.searchHandler
            _ = handler.service.limiter.admit()
            return ObjectIdentifier(handler.service)
        }
    }
    var seen: Set<ObjectIdentifier> = []
    for await service in group { seen.insert(service) }
    return seen
}
print("services: \(services.count), admitted: \(graph.rateLimiter.admit() - 1)")
// expect-output: services: 1, admitted: 50

// A unit test swaps the clock for a fake; the shared token validator built from it sees the fake.
protocol Clock: Sendable {
    var now: Int { get }
}

// @Component(as: Clock)
struct SystemClock: Clock {
    var now: Int { 1_000 }
}

// @Component(scope: .shared)
final class TokenValidator {
    let clock: any Clock
    init(clock: any Clock) { self.clock = clock }
    func isValid(expiresAt: Int) -> Bool { clock.now < expiresAt }
}

struct FakeClock: Clock {
    let now: Int
}

// main.swift
print(AppGraph().tokenValidator.isValid(expiresAt: 1_500))
var overrides = AppGraph.Overrides()
overrides.clock = { FakeClock(now: 2_000) }
let graph = AppGraph(overrides: overrides)
print(graph.tokenValidator.isValid(expiresAt: 1_500), graph.tokenValidator === graph.tokenValidator)
// expect-output: true
// expect-output: false true

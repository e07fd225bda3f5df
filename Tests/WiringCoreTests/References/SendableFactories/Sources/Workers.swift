/// A worker that creates jobs from other threads takes a `@Sendable` factory, which makes the graph `Sendable`.
// @Component
final class Job: Sendable {}

// @Component(scope: .shared)
final class JobQueue: Sendable {
    let makeJob: @Sendable () -> Job

    init(makeJob: @escaping @Sendable () -> Job) {
        self.makeJob = makeJob
    }
}

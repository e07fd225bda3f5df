/// A child graph that a '@Sendable' factory holds must be Sendable, and so must its parent, which it holds.

// @Component(scope: .shared)
final class Analytics {
    var events: [String] = []
}

// @Inputs(graph: SessionGraph)
struct SessionInputs {
    let user: String
}

// @Component
struct Upload {
    let user: String
}

/// Made in each session: its uploader may run on any task.
// @Component(scope: .shared, in: SessionGraph)
final class Uploader: Sendable {
    let makeUpload: @Sendable () -> Upload
    init(makeUpload: @escaping @Sendable () -> Upload) { self.makeUpload = makeUpload }
}

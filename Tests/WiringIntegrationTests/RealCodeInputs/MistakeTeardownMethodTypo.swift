// A mistake: the teardown names 'shutDown', the method is 'shutdown'.
// @Component(scope: .shared, teardown: shutDown)
final class MetricsReporter {
    func shutdown() {}
}

// expect-diagnostic: Components.swift:2:41: error: 'MetricsReporter' has no method 'shutDown()' to call on teardown; did you mean 'shutdown'? [#UnknownTeardownMethod]

// Requests are handled on detached tasks, each in a request graph; the app graph is shared by all of them.
// @Component(scope: .shared)
final class Metrics: Sendable {
    let name = "metrics"
}

// @Inputs(graph: RequestGraph)
struct RequestInputs {
    let requestNumber: Int
}

// @Component(scope: .shared, in: RequestGraph)
final class RequestSpan: Sendable {
    let label: String
    init(requestNumber: Int, metrics: Metrics) { label = "\(metrics.name)#\(requestNumber)" }
}

// main.swift
let app = AppGraph()
var labels: [String] = []
for number in 1...3 {
    let label = await Task.detached {
        RequestGraph(parent: app, inputs: RequestInputs(requestNumber: number)).requestSpan.label
    }.value
    labels.append(label)
}
print(labels)
// expect-output: ["metrics#1", "metrics#2", "metrics#3"]

// Services that carry an identity made at creation: 'let id = UUID()' is not a dependency.
import Foundation

// @Component
struct UploadJob: Identifiable {
    let id = UUID()
    let queue: UploadQueue
}

// @Component(scope: .shared)
final class UploadQueue {
    var jobs: [UUID] = []
}

// main.swift
let graph = AppGraph()
let first = graph.uploadJob
let second = graph.uploadJob
print(first.id != second.id, first.queue === second.queue)
// expect-output: true true

// Each window scene gets a graph of its own; the app-wide image cache is shared by all scenes.
// @Component(scope: .shared)
final class ImageCache {
    var stored: [String] = []
}

struct SceneID: Hashable {
    let raw: String
}

// @Inputs(graph: SceneGraph)
struct SceneInputs {
    let sceneID: SceneID
}

// @Component(scope: .shared, in: SceneGraph, teardown: disconnect)
final class SceneRouter {
    let sceneID: SceneID
    init(sceneID: SceneID, cache: ImageCache) {
        self.sceneID = sceneID
        cache.stored.append("router \(sceneID.raw)")
    }
    func disconnect() { print("scene \(sceneID.raw) disconnected") }
}

// @Component
final class WindowController {
    let router: SceneRouter
    init(router: SceneRouter) { self.router = router }
}

// main.swift
let app = AppGraph()
let left = SceneGraph(parent: app, inputs: SceneInputs(sceneID: SceneID(raw: "left")))
let right = SceneGraph(parent: app, inputs: SceneInputs(sceneID: SceneID(raw: "right")))
print(left.windowController.router === left.sceneRouter, left.sceneRouter === right.sceneRouter)
print(app.imageCache.stored)
left.shutdown()
app.shutdown()
// expect-output: true false
// expect-output: ["router left", "router right"]
// expect-output: scene left disconnected
// expect-output: scene right disconnected

// Each UIKit scene has a graph whose window coordinator and screens are on the main actor.
@MainActor
class UIViewController {
    let title: String
    init(title: String) { self.title = title }
}

struct SceneSession: Sendable {
    let identifier: String
}

// @Inputs(graph: SceneGraph)
struct SceneInputs {
    let session: SceneSession
}

// @Component(scope: .shared)
final class ImageService: Sendable {}

// @Component(scope: .shared, in: SceneGraph)
@MainActor
final class WindowCoordinator {
    let session: SceneSession
    var shown: [String] = []
    init(session: SceneSession, images: ImageService) { self.session = session }
}

// @Component
@MainActor
final class GalleryViewController: UIViewController {
    init(coordinator: WindowCoordinator) {
        super.init(title: "Gallery in \(coordinator.session.identifier)")
        coordinator.shown.append(title)
    }
}

// main.swift
let app = AppGraph()
let scene = SceneGraph(parent: app, inputs: SceneInputs(session: SceneSession(identifier: "main")))
_ = scene.galleryViewController
_ = scene.galleryViewController
print(scene.windowCoordinator.shown)
// expect-output: ["Gallery in main", "Gallery in main"]

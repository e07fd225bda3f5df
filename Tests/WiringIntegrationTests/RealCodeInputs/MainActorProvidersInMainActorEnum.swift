// Main-actor providers grouped in a '@MainActor' enum make the app's window and its scene delegate.
@MainActor
final class Window {
    var title = "Untitled"
}

@MainActor
enum WindowFactory {
    // @Provides(scope: .shared)
    static func mainWindow() -> Window {
        let window = Window()
        window.title = "Todos"
        return window
    }
}

// @Component
@MainActor
final class SceneDelegate {
    let window: Window
    init(window: Window) { self.window = window }
}

// main.swift
let graph = AppGraph()
print(graph.sceneDelegate.window.title, graph.sceneDelegate.window === graph.window)
// expect-output: Todos true

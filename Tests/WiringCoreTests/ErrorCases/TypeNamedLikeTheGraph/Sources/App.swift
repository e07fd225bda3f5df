/// The generated class would be a second `AppGraph`.
// @Component
final class AppGraph {
    init() {}
}

// @Component
final class Screen {
    init(graph: AppGraph) {}
}

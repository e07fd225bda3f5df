// @Component
final class Crane {}

// @Component
final class Forklift {}

// @EntryPoints
protocol CraneEntryPoints {
    var crane: Crane { get }
}

// @EntryPoints(graph: AppGraph)
protocol ForkliftEntryPoints {
    var forklift: Forklift { get }
}

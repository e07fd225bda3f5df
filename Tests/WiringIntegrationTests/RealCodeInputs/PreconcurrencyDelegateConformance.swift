// A main-actor location delegate conforms to an older, nonisolated delegate protocol with '@preconcurrency'.
protocol LocationManagerDelegate: AnyObject {
    func didUpdate(_ location: String)
}

// @Component(scope: .shared, as: LocationManagerDelegate)
@MainActor
final class MapViewModel: @preconcurrency LocationManagerDelegate {
    var last = "none"
    func didUpdate(_ location: String) { last = location }
}

// @Component
@MainActor
final class LocationManager {
    weak var delegate: (any LocationManagerDelegate)?
    init(delegate: any LocationManagerDelegate) { self.delegate = delegate }
    func simulate() { delegate?.didUpdate("59.91,10.75") }
}

// main.swift
let graph = AppGraph()
graph.locationManager.simulate()
print(graph.mapViewModel.last)
// expect-output: 59.91,10.75

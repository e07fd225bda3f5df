// A live service bound as its abstract superclass; screens ask for the superclass.
class WeatherService {
    func forecast() -> String { fatalError("abstract") }
}

// @Component(scope: .shared, as: WeatherService)
final class OpenMeteoService: WeatherService {
    override func forecast() -> String { "sunny" }
}

// @Component
final class ForecastScreen {
    let service: WeatherService
    init(service: WeatherService) { self.service = service }
}

// main.swift
let graph = AppGraph()
print(graph.forecastScreen.service.forecast(), graph.forecastScreen.service === graph.openMeteoService)
// expect-output: sunny true

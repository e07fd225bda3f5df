// A preview replaces the weather client with a canned one through the graph's overrides.
@MainActor
protocol View {
    var body: String { get }
}

protocol WeatherClient: Sendable {
    func temperature(in city: String) -> Int
}

// @Component(scope: .shared, as: WeatherClient)
final class LiveWeatherClient: WeatherClient {
    func temperature(in city: String) -> Int { 21 }
}

// @Component
@MainActor
final class WeatherViewModel {
    let client: any WeatherClient
    init(client: any WeatherClient) { self.client = client }
    func summary(for city: String) -> String { "\(city): \(client.temperature(in: city))°" }
}

// @Component
@MainActor
struct WeatherView: View {
    let model: WeatherViewModel
    var body: String { model.summary(for: "Oslo") }
}

struct PreviewWeatherClient: WeatherClient {
    func temperature(in city: String) -> Int { -4 }
}

// main.swift
print(AppGraph().weatherView.body)
var overrides = AppGraph.Overrides()
overrides.weatherClient = { PreviewWeatherClient() }
print(AppGraph(overrides: overrides).weatherView.body)
// expect-output: Oslo: 21°
// expect-output: Oslo: -4°

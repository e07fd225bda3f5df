@_spi(Lab) import Core
import Feature
import Utils

// @Component
struct Workshop {
    let tool: Tool
}

let feature = FeatureGraph()
print("feature: \(feature.dashboard.summary)")
feature.shutdown()
let app = AppGraph()
print("app: \(app.dashboard.summary), \(app.workshop.tool.name)")
app.shutdown()
print("meters closed: \(Meter.closed)")

/// The values the graph cannot make itself: `AppGraph(inputs:)` takes them, and each property is a binding
/// (`graph.pitRadioFrequency`).
// @Inputs
struct RaceInputs {
    let pitRadioFrequency: Double
}

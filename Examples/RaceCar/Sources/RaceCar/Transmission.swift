/// A gearbox; each car gets its own. Built with its memberwise init: `gearCount` has a default value, so the graph
/// leaves it at 7.
// @Component
struct Transmission {
    var gearCount: Int = 7
}

// A SwiftUI preview replaces a main-actor model with sample data.
// @Component(scope: .shared)
@MainActor
class ProfileModel {
    var name: String { "loading…" }
    init() {}
}

@MainActor
final class SampleProfileModel: ProfileModel {
    override var name: String { "Sample Ann" }
}

// @Component
@MainActor
struct ProfileView {
    let model: ProfileModel
    var body: String { "Name: \(model.name)" }
}

// main.swift
var overrides = AppGraph.Overrides()
overrides.profileModel = { SampleProfileModel() }
print(AppGraph(overrides: overrides).profileView.body)
print(AppGraph().profileView.body)
// expect-output: Name: Sample Ann
// expect-output: Name: loading…

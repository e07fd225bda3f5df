// A mistake: the disk repository needs Codable models, and the draft model is not Codable.
struct Draft {
    let body: String
}

// @Component(scope: .shared)
final class DiskRepository<Model: Codable> {}

// @Component
final class DraftsScreen {
    init(drafts: DiskRepository<Draft>) {}
}

// expect-diagnostic: Components.swift:11:10: error: 'DiskRepository<Draft>' cannot be made: 'DiskRepository' requires 'Model: Codable', and 'Draft' does not conform to 'Codable'; add the conformance to 'Draft' (on its declaration or in an extension), or ask for a specialization whose type arguments meet it [#UnsatisfiedGenericRequirement]
// expect-diagnostic: Components.swift:7:13: note: 'Model: Codable' is required here
// expect-diagnostic: Components.swift:2:8: note: 'Draft' is declared here

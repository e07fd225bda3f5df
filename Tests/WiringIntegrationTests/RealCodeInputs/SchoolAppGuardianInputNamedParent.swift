// A school app: a family's graph is opened for a pupil, with the guardian passed in an input named 'parent'.
struct Guardian: Sendable {
    let name: String
}

struct Pupil: Sendable {
    let name: String
}

// @Inputs(graph: FamilyGraph)
struct FamilyInputs {
    let parent: Guardian
    let pupil: Pupil
}

// @Component(scope: .shared)
final class SchoolDirectory {
    let school = "Elm Street"
}

// @Component
struct ReportCard {
    let pupil: Pupil
    let guardian: Guardian
    let directory: SchoolDirectory
    var heading: String { "\(pupil.name) (guardian \(guardian.name)) at \(directory.school)" }
}

// main.swift
let app = AppGraph()
let family = FamilyGraph(parent: app, inputs: FamilyInputs(parent: Guardian(name: "Kim"), pupil: Pupil(name: "Lee")))
print(family.reportCard.heading)
print(family.parent === app)
// expect-output: Lee (guardian Kim) at Elm Street
// expect-output: true

// A backup mirror is optional and named: present in this build for the EU region, absent for the US one.
protocol Mirror: AnyObject {
    var region: String { get }
}

// @Named(eu)
// @Component(scope: .shared, as: Mirror)
final class EUMirror: Mirror {
    let region = "eu"
}

// @Component
final class Replicator {
    let targets: [String]
    init(
        // @Optional
        // @Named(eu)
        eu: (any Mirror)?,
        // @Optional
        // @Named(us)
        us: (any Mirror)?
    ) { targets = [eu, us].map { $0?.region ?? "none" } }
}

// main.swift
print(AppGraph().replicator.targets)
// expect-output: ["eu", "none"]

// Inits written with argument labels that differ from parameter names, and unlabeled parameters.
// @Component(scope: .shared)
final class Session {
    let id = "s1"
}

// @Component(scope: .shared)
final class Logger {
    var lines: [String] = []
}

// @Component
final class ProfileLoader {
    let text: String
    init(using session: Session, _ logger: Logger, for region: Region) {
        logger.lines.append("loader made")
        text = "\(session.id) in \(region.code)"
    }
}

// @Component
struct Region {
    let code = "eu"
}

// main.swift
let graph = AppGraph()
print(graph.profileLoader.text, graph.logger.lines)
// expect-output: s1 in eu ["loader made"]

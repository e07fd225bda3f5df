// A mistake: '@Provides' above a static property, the way a shared instance is often written.
struct Logger {
    let label: String
}

enum Logging {
    // @Provides
    static let shared = Logger(label: "app")
}

// @Component
final class Worker {
    init(logger: Logger) {}
}

// expect-diagnostic: Components.swift:7:8: error: '@Provides' cannot be used on property 'shared': put it above a static function (or a free function) that returns the value to provide [#MisplacedAnnotation]
// expect-diagnostic: Components.swift:13:10: error: missing binding for 'Logger', needed by parameter 'logger' of 'Worker.init'; 'Logger' is declared but is not a component: add '// @Component' above its declaration [#MissingBinding]
// expect-diagnostic: Components.swift:2:8: note: 'Logger' is declared here

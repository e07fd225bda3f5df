// A mistake: an annotation parted from its class by a blank line, as a formatter sometimes leaves it. The
// annotation must stand directly above its declaration.
// @Component(scope: .shared)

final class CrashReporter {
    let service = "crashes"
}

// @Component
final class AppStart {
    let reporter: CrashReporter
    init(reporter: CrashReporter) { self.reporter = reporter }
}

// expect-diagnostic: Components.swift:3:4: error: '@Component' is not attached to a declaration: put it on the comment lines directly above a class, struct or actor declaration, with no blank line between, at file or type scope (not inside a body, not after code on the same line) [#DetachedAnnotation]
// expect-diagnostic: Components.swift:12:10: error: missing binding for 'CrashReporter', needed by parameter 'reporter' of 'AppStart.init'; 'CrashReporter' is declared but is not a component: add '// @Component' above its declaration [#MissingBinding]
// expect-diagnostic: Components.swift:5:13: note: 'CrashReporter' is declared here

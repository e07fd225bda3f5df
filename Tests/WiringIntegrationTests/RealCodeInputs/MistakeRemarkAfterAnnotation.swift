// A mistake: a remark after the annotation's closing parenthesis, on the same line.
// @Component(scope: .shared) // one per app
final class PurchaseStore {}

// expect-diagnostic: Components.swift:2:31: error: unexpected text '// one per app' after the annotation; put remarks on their own comment line [#AnnotationSyntax]

// A mistake: 'scoped:' instead of 'scope:'.
// @Component(scoped: .shared)
final class ReceiptPrinter {}

// expect-diagnostic: Components.swift:2:15: error: unknown option 'scoped' for '@Component'; did you mean 'scope'? [#UnknownAnnotationOption]

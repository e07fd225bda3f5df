// A mistake: '@Component' above the protocol instead of the type that implements it.
// @Component(scope: .shared)
protocol Clock {
    var now: Int { get }
}

struct SystemClock: Clock {
    var now: Int { 0 }
}

// expect-diagnostic: Components.swift:2:4: error: '@Component' cannot be used on protocol 'Clock': annotate a class, struct or actor that conforms to it and add 'as: Clock' [#MisplacedAnnotation]

/// The requesters of the bindings of `Bindings.swift`, each spelling the type another way, one per form.

// @Component
final class WhitespaceRequester {
    init(limits: [String:Int]) {}
}

// @Component
final class AttributesRequester {
    init(format: @escaping @MainActor @Sendable (Int) -> String) {}
}

// @Component
final class AnyRequester {
    init(analytics: Analytics) {}
}

// @Component
final class ParenthesesRequester {
    init(clock: Clock) {}
}

// @Component
final class OptionalRequester {
    init(timer: Timer?) {}
}

// @Component
final class ImplicitlyUnwrappedRequester {
    init(badge: Badge!) {}
}

// @Component
final class ArrayRequester {
    init(routes: [Route]) {}
}

// @Component
final class DictionaryRequester {
    init(routesByName: Dictionary<String, Route>) {}
}

// @Component
final class LabelsRequester {
    init(findRoute: @escaping (Int) -> Route) {}
}

// @Component
final class NestedGenericsRequester {
    init(samples: Result<[Int?], Error>) {}
}

/// The factory type with the parameter's `@escaping` in front, as a stored closure needs.
// @Component
final class EscapingFactoryRequester {
    let makeService: (@escaping () -> Void) -> NetworkService

    init(makeService: @escaping (@escaping () -> Void) -> NetworkService) {
        self.makeService = makeService
    }
}

/// The factory type without it: the init only calls the factory.
// @Component
final class NonEscapingFactoryRequester {
    let service: NetworkService

    init(makeService: (@escaping () -> Void) -> NetworkService) {
        service = makeService {}
    }
}

/// `@Sendable` and `@escaping` in the other order.
// @Component
final class SendableFactoryRequester {
    init(makeUploader: @escaping (@Sendable @escaping () -> Void) -> Uploader) {}
}

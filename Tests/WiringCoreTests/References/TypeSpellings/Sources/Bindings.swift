/// Each binding of this case is written one way here and requested another way in `Requesters.swift`: the graph
/// matches the spellings of one type (see `TypeText`), and what it generates compiles.

protocol Analytics: AnyObject {}
final class Clock {}
final class Timer {}
final class Badge {}
final class Route {}

enum Spellings {
    /// Whitespace: written over two lines, requested as `[String:Int]`.
    // @Provides
    static func limits() -> [ String :
        Int ] { [:] }

    /// Attributes: in another order, requested with the parameter's `@escaping` too.
    // @Provides
    static func formatter() -> @Sendable @MainActor (Int) -> String { { "\($0)" } }

    /// Parentheses: requested as `Clock`.
    // @Provides
    static func clock() -> ((Clock)) { Clock() }

    /// `Optional<T>`: requested as `Timer?`.
    // @Provides
    static func timer() -> Optional<Timer> { nil }

    /// `T?`: requested as `Badge!`.
    // @Provides
    static func badge() -> Badge? { nil }

    /// `Array<T>`: requested as `[Route]`.
    // @Provides
    static func routes() -> Array<Route> { [] }

    /// `[K: V]`: requested as `Dictionary<String, Route>`.
    // @Provides
    static func routesByName() -> [String: Route] { [:] }

    /// Labels in a function type: requested as `(Int) -> Route`. Shared, so the graph keeps it in an optional.
    // @Provides(scope: .shared)
    static func routeFinder() -> (_ id: Int) -> Route { { _ in Route() } }

    /// Generics with nested generics: requested as `Result<[Int?], Error>`.
    // @Provides
    static func samples() -> Result<Array<Optional<Int>>, any Error> { .success([]) }
}

/// `any`: bound as `any Analytics`, requested as `Analytics`.
// @Component(as: any Analytics)
final class Mixpanel: Analytics {}

/// Nested function types (issue 14): the assisted closure stays `@escaping` in `makeNetworkService` and in the
/// factory type, `(@escaping () -> Void) -> NetworkService`.
// @Component(assisted: completion)
final class NetworkService {
    let completion: () -> Void
    let session: Session

    init(completion: @escaping () -> Void, session: Session) {
        self.completion = completion
        self.session = session
    }
}

// @Component
final class Session {}

/// Nested function types with `@Sendable`: the factory type is `(@escaping @Sendable () -> Void) -> Uploader`.
// @Component(assisted: onDone)
final class Uploader {
    let onDone: @Sendable () -> Void

    init(onDone: @escaping @Sendable () -> Void) {
        self.onDone = onDone
    }
}

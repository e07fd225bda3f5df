// A dubious graph that still builds: the shared cache keeps the weak session forever, so the build warns.

// @Component(scope: .weak)
final class Session {}

// @Component(scope: .shared)
final class Cache {
    init(session: Session) {}
}


// @Component
final class Clock {
    init() {}
}

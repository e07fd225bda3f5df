protocol Sink {}
// @Component
final class A { init(sink: any Sink) {} }
// @Component(as: Sink)
final class B: Sink { init(a: A) {} }

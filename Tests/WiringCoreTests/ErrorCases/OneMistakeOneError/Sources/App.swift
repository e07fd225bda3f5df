protocol Animal: AnyObject {}
protocol Cat: AnyObject {}
protocol Engine {}
// @Component(as: Cat)
final class Dog: Animal {}
// @Component
final class Store<each T> {}
// @Component(scop: .shared, as: Engine)
final class V8: Engine {}
// @Inputs
struct Settings<T> { let region: Region }
struct Region {}
// @Component
final class Owner { init(cat: any Cat, store: Store<Int>, engine: any Engine, region: Region) {} }

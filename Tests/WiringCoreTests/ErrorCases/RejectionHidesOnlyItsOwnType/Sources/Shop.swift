enum Shop {
    // @Component
    final class Store { private init() {} }
}

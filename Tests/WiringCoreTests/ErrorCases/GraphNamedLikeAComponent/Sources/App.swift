/// `"graphName": "Store"` would name the generated class like this component.
// @Component(scope: .shared)
final class Store {
    init() {}
}

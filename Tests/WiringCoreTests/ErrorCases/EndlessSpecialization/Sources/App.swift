// @Component
struct Box<Content> {
    init(next: Box<Box<Content>>) {}
}

// @Component
final class Shelf {
    init(box: Box<Int>) {}
}

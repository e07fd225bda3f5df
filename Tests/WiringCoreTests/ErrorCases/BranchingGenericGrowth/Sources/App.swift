struct Left<Value> {}
struct Right<Value> {}

/// Each specialization asks for two larger ones: reported at the parameters when they first grow, not after
/// thousands of specializations.
// @Component
final class Node<Value> {
    init(left: Node<Left<Value>>, right: Node<Right<Value>>) {}
}

// @Component
final class Tree {
    init(root: Node<Int>) {}
}

/// A chain through another template grows too: 'Chain<Int>' asks for 'Link<Int>', which asks for
/// 'Chain<Left<Int>>'.
// @Component
final class Chain<Value> {
    init(link: Link<Value>) {}
}

// @Component
final class Link<Value> {
    init(next: Chain<Left<Value>>) {}
}

// @Component
final class Rope {
    init(chain: Chain<Int>) {}
}

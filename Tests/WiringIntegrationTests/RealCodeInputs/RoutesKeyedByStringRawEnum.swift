// Web routes keyed by an enum with string raw values; a case list declared on one line.
enum Path: String {
    case home = "/", about = "/about"
    case contact = "/contact"
}

protocol Page: Sendable {
    func render() -> String
}

// @Component(into: [Path: Page], key: .home)
struct HomePage: Page {
    func render() -> String { "<h1>Home</h1>" }
}

// @Component(into: [Path: Page], key: .contact)
struct ContactPage: Page {
    func render() -> String { "<h1>Contact</h1>" }
}

// @Component
struct WebRouter: Sendable {
    let pages: [Path: any Page]
    func handle(_ raw: String) -> String { Path(rawValue: raw).flatMap { pages[$0] }?.render() ?? "404" }
}

// main.swift
let router = AppGraph().webRouter
print(router.handle("/"), router.handle("/contact"), router.handle("/about"), router.handle("/x"))
// expect-output: <h1>Home</h1> <h1>Contact</h1> 404 404

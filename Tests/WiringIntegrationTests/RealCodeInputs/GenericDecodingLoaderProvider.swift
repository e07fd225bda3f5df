// A generic provider makes a JSON loader for each Decodable model the app loads.
import Foundation

final class JSONLoader<Model: Decodable> {
    let decoder: JSONDecoder
    init(decoder: JSONDecoder) { self.decoder = decoder }
    func load(_ json: String) throws -> Model { try decoder.decode(Model.self, from: Data(json.utf8)) }
}

struct Todo: Decodable {
    let title: String
}

struct Tag: Decodable {
    let name: String
}

enum Loaders {
    // @Provides(scope: .shared)
    static func decoder() -> JSONDecoder { JSONDecoder() }

    // @Provides
    static func loader<Model: Decodable>(decoder: JSONDecoder) -> JSONLoader<Model> { JSONLoader(decoder: decoder) }
}

// @Component
final class ImportScreen {
    let todos: JSONLoader<Todo>
    let tags: JSONLoader<Tag>
    init(todos: JSONLoader<Todo>, tags: JSONLoader<Tag>) {
        self.todos = todos
        self.tags = tags
    }
}

// main.swift
let screen = AppGraph().importScreen
print(try screen.todos.load(#"{"title": "Pay rent"}"#).title, try screen.tags.load(#"{"name": "home"}"#).name)
print(screen.todos.decoder === screen.tags.decoder)
// expect-output: Pay rent home
// expect-output: true

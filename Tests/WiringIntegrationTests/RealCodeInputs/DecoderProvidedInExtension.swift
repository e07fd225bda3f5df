// The app configures its JSON decoder in an extension of the decoder type, as apps often do.
import Foundation

extension JSONDecoder {
    // @Provides(scope: .shared)
    static func appDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }
}

struct Article: Decodable {
    let headlineText: String
}

// @Component
struct ArticleParser {
    let decoder: JSONDecoder
    func parse(_ json: String) throws -> String {
        try decoder.decode(Article.self, from: Data(json.utf8)).headlineText
    }
}

// main.swift
print(try AppGraph().articleParser.parse(#"{"headline_text": "Hello"}"#))
// expect-output: Hello

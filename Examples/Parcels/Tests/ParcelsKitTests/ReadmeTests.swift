import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

@testable import ParcelsKit

/// The README's `curl` session, checked: its requests, read from the page, go to the server started in live mode
/// with the settings `main.swift` uses, and each must print exactly what the page shows. The page's `curl` options
/// are the few it uses: `-s`, `-w <format>` (`\n` and `%{http_code}`), `-H <header>`, `-d <body>` (a POST) and the
/// URL, whose `http://127.0.0.1:8080` stands for the server.
@Suite struct ReadmeTests {
    @Test func theReadmesRequestsGetTheAnswersItShows() async throws {
        let readme = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appending(path: "README.md")
        let commands = try Curl.commands(in: String(contentsOf: readme, encoding: .utf8))
        try #require(commands.count >= 5, "the README's curl session was not found")
        var logger = Logger(label: "ReadmeTests")
        logger.logLevel = .warning
        let graph = AppGraph(inputs: ServerSettings(pool: .standard, logger: logger))
        try await ParcelsServer.application(graph: graph, port: 0).test(.live) { client in
            for command in commands {
                let response = try await client.execute(
                    uri: command.path, method: command.method, headers: command.headers,
                    body: command.body.map { ByteBuffer(string: $0) })
                let printed = command.printed(status: response.status.code, body: response.body)
                #expect(printed == command.expected, "README.md:\(command.line): \(command.text)")
            }
        }
    }
}

/// A `curl` command of the README, and what the page shows it prints.
struct Curl {
    static let server = "http://127.0.0.1:8080"

    var line: Int
    var text: String
    var method: HTTPRequest.Method = .get
    var headers: HTTPFields = [:]
    var body: String?
    var format = ""
    var path = ""
    var expected = ""

    struct Unsupported: Error, CustomStringConvertible {
        var description: String
    }

    /// Every `$ curl …` line of `page`, with the lines after it up to the next command or the end of the block.
    static func commands(in page: String) throws -> [Curl] {
        var commands: [Curl] = []
        var takesOutput = false
        for (index, line) in page.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("$ curl ") {
                commands.append(try Curl(line: index + 1, text: String(line.dropFirst(2))))
                takesOutput = true
            } else if line.hasPrefix("$ ") || line.hasPrefix("```") {
                takesOutput = false
            } else if takesOutput {
                commands[commands.count - 1].expected += line + "\n"
            }
        }
        return commands
    }

    init(line: Int, text: String) throws {
        self.line = line
        self.text = text
        var words = try Self.words(of: text).dropFirst()[...]
        while let word = words.popFirst() {
            func value() throws -> String {
                guard let value = words.popFirst() else { throw Unsupported(description: "\(word) needs a value") }
                return value
            }
            switch word {
            case "-s": break
            case "-w": format = try value().replacingOccurrences(of: "\\n", with: "\n")
            case "-d":
                body = try value()
                method = .post
            case "-H":
                let header = try value()
                guard let colon = header.firstIndex(of: ":"), let name = HTTPField.Name(String(header[..<colon])) else {
                    throw Unsupported(description: "a header is 'Name: value', not '\(header)'")
                }
                headers[name] = header[header.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            case _ where word.hasPrefix(Self.server):
                path = String(word.dropFirst(Self.server.count))
            default:
                throw Unsupported(description: "README.md:\(line): the test does not know curl's '\(word)'")
            }
        }
    }

    /// What curl prints: the body, then the `-w` format with the status code in it.
    func printed(status: Int, body: ByteBuffer) -> String {
        String(decoding: body.readableBytesView, as: UTF8.self)
            + format.replacingOccurrences(of: "%{http_code}", with: "\(status)")
    }

    /// The words of a command line as the shell splits it: at spaces, except inside single quotes.
    static func words(of text: String) throws -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quoted = false
        for character in text {
            if character == "'" {
                quoted.toggle()
                inWord = true
            } else if character == " ", !quoted {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        guard !quoted else { throw Unsupported(description: "an unclosed quote in '\(text)'") }
        if inWord { words.append(word) }
        return words
    }
}

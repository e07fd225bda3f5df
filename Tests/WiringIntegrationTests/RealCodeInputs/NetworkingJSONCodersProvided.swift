// The API layer shares one JSON encoder and decoder, configured once by providers.
import Foundation

struct Profile: Codable, Equatable {
    let displayName: String
    let joinedAt: Date
}

enum Coders {
    // @Provides(scope: .shared)
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = .sortedKeys
        return encoder
    }

    // @Provides(scope: .shared)
    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }
}

// @Component
struct ProfileAPI {
    let encoder: JSONEncoder
    let decoder: JSONDecoder
    func roundTrip(_ profile: Profile) throws -> (String, Bool) {
        let data = try encoder.encode(profile)
        return (String(decoding: data, as: UTF8.self), try decoder.decode(Profile.self, from: data) == profile)
    }
}

// main.swift
import Foundation

let graph = AppGraph()
let (json, same) = try graph.profileAPI.roundTrip(Profile(displayName: "Ann", joinedAt: Date(timeIntervalSince1970: 100)))
print(json)
print(same, graph.profileAPI.encoder === graph.jsonEncoder)
// expect-output: {"display_name":"Ann","joined_at":100}
// expect-output: true true

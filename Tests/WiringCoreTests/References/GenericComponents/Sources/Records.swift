/// Records of two kinds, each kept in a store of its own: one generic component, specialized per record type.
struct Parcel: Codable, Sendable {
    var id: Int
}

struct Berth: Codable, Sendable {
    var id: Int
}

protocol Repository<Record>: Sendable {
    associatedtype Record
    func all() -> [Record]
}

// @Component
struct RecordDecoder<Value: Decodable> {
    init() {}
}

final class Clock<Owner>: @unchecked Sendable {
    init() {}
}

// @Component(scope: .shared, as: Repository<Record>)
final class RecordStore<Record: Sendable>: Repository, @unchecked Sendable where Record: Codable {
    let decoder: RecordDecoder<Record>
    // @Inject
    var clock: Clock<Record>!

    init(decoder: RecordDecoder<Record>) {
        self.decoder = decoder
    }

    func all() -> [Record] { [] }
}

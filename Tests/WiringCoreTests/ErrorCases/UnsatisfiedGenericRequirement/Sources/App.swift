struct Parcel {}
final class Ledger {}
protocol Keyed {}

// @Component(scope: .shared)
final class RecordStore<Record: Sendable> where Record: Codable {
    init() {}
}

enum Indexes {
    // @Provides
    static func index<Key: Keyed>() -> [Key: Int] { [:] }
}

// @Component
final class Harbor {
    init(parcels: RecordStore<Parcel>, ledgers: RecordStore<Ledger>, index: [Parcel: Int]) {}
}

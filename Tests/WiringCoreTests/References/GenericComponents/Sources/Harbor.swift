// @Component(scope: .shared)
final class Harbor: Sendable {
    let parcels: RecordStore<Parcel>
    let berths: any Repository<Berth>

    init(
        parcels: RecordStore<Parcel>, berths: any Repository<Berth>, names: Cache<String, Int>,
        page: Index<Int>.Page<String>
    ) {
        self.parcels = parcels
        self.berths = berths
    }
}

enum Stores {
    // @Provides
    static func memory() -> Store { fatalError() }
}

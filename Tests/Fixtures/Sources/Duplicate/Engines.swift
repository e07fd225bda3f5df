import Foundation

protocol Engine {}

// @Component(as: Engine)
final class V8Engine: Engine {}

// @Component(scope: .shared, as: Engine)
final class ElectricEngine: Engine {}

enum Providers {
    // @Provides
    static func decoder() -> JSONDecoder { JSONDecoder() }

    // @Provides(scope: .shared)
    static func strictDecoder() -> JSONDecoder { JSONDecoder() }
}

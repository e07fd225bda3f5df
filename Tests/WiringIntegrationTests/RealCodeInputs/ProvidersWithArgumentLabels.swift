// Providers written with argument labels and unlabeled parameters, and a 'class func' provider.
struct Session {
    let id: String
}

struct Logger {
    let label: String
}

struct APIClient {
    let description: String
}

class ClientFactory {
    // @Provides
    class func session() -> Session { Session(id: "s1") }
}

enum Clients {
    // @Provides
    static func logger() -> Logger { Logger(label: "net") }

    // @Provides(scope: .shared)
    static func client(using session: Session, _ logger: Logger) -> APIClient {
        APIClient(description: "\(logger.label) client on \(session.id)")
    }
}

// @Component
struct Sync {
    let client: APIClient
}

// main.swift
print(AppGraph().sync.client.description)
// expect-output: net client on s1

// The credentials file may be missing: its init throws, and so does everything that needs it.
struct MissingCredentials: Error {}

// @Inputs
struct LaunchArguments {
    let credentialsPath: String
}

// @Component(scope: .shared)
final class Credentials {
    let apiKey: String
    init(credentialsPath: String) throws {
        guard credentialsPath.hasSuffix(".json") else { throw MissingCredentials() }
        apiKey = "key-from-\(credentialsPath)"
    }
}

// @Component
struct LoginService {
    let credentials: Credentials
}

// main.swift
do {
    let service = try AppGraph(inputs: LaunchArguments(credentialsPath: "creds.json")).loginService
    print(service.credentials.apiKey)
    _ = try AppGraph(inputs: LaunchArguments(credentialsPath: "creds.txt")).loginService
    print("unreachable")
} catch {
    print("failed: \(error)")
}
// expect-output: key-from-creds.json
// expect-output: failed: MissingCredentials()

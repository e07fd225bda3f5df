// The keychain both reads and writes credentials; the login flow asks for a reader and writer in one value.
protocol CredentialReading: AnyObject {
    func token(for account: String) -> String?
}

protocol CredentialWriting: AnyObject {
    func save(_ token: String, for account: String)
}

// @Component(scope: .shared, as: CredentialReading & CredentialWriting)
final class Keychain: CredentialReading, CredentialWriting {
    private var items: [String: String] = [:]
    func token(for account: String) -> String? { items[account] }
    func save(_ token: String, for account: String) { items[account] = token }
}

// @Component
final class LoginFlow {
    let keychain: any CredentialWriting & CredentialReading
    init(keychain: any CredentialWriting & CredentialReading) { self.keychain = keychain }
    func signIn(_ account: String) -> String {
        if let token = keychain.token(for: account) { return "welcome back, \(token)" }
        keychain.save("tok-\(account)", for: account)
        return "signed in \(account)"
    }
}

// main.swift
let graph = AppGraph()
print(graph.loginFlow.signIn("ann"))
print(graph.loginFlow.signIn("ann"))
print(graph.loginFlow.keychain === graph.keychain)
// expect-output: signed in ann
// expect-output: welcome back, tok-ann
// expect-output: true

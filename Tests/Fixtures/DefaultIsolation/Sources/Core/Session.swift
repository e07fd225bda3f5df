/// The main actor's, as every type of this module without isolation of its own.
// @Component(scope: .shared)
package final class Session {
    package init() {}
    package var name: String { "session" }
}

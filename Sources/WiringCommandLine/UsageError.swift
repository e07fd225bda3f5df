/// A command line that cannot be run as given: the tool prints the message and its usage hint, and exits with 2.
package struct UsageError: Error {
    package var message: String

    package init(message: String) {
        self.message = message
    }
}

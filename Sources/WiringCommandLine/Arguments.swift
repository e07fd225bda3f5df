/// Takes a command's options out of its arguments, so that what is left is its inputs, whatever the order the user
/// wrote them in.
package enum Arguments {
    /// The value after `name`, removed with it; nil when `name` is absent and not `required`.
    package static func takeOption(_ name: String, from arguments: inout [String], required: Bool) throws -> String? {
        guard let index = arguments.firstIndex(of: name) else {
            if required { throw UsageError(message: "missing '\(name) <value>'") }
            return nil
        }
        guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("-") else {
            throw UsageError(message: "'\(name)' needs a value")
        }
        let value = arguments[index + 1]
        arguments.removeSubrange(index...index + 1)
        return value
    }

    /// Whether `name` was given, removing it.
    package static func takeFlag(_ name: String, from arguments: inout [String]) -> Bool {
        guard let index = arguments.firstIndex(of: name) else { return false }
        arguments.remove(at: index)
        return true
    }
}

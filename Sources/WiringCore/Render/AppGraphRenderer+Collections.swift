/// What a collection adds to the creations: its contributions as an array or dictionary literal, and the collection
/// of factories a parameter of type `[() -> T]` (or `[String: () -> T]`) gets, one closure a contribution.
extension AppGraphRenderer {
    /// `[a, b]`, or `["k": a]` (`[3: a]`, `[.home: a]`) for a keyed collection; one element per line when it would not fit on its line (at
    /// `indentation`, or the current one) after `lead` more characters.
    func collectionLiteral(_ elements: [String], keys: [String]?, lead: Int, indentation: Int? = nil) -> String {
        let entries = keys.map { keys in zip(keys, elements).map { "\($0): \($1)" } } ?? elements
        if entries.isEmpty, keys != nil { return "[:]" }
        return writer.list(entries, opening: "[", closing: "]", lead: lead, indentation: indentation)
    }

    /// Where a collection of factories breaks its lines, whatever the depth of the call it is an argument of: that of
    /// an argument on a line of its own in an accessor's body (as the renderer has always laid it out).
    private static let factoriesIndentation = 12

    /// `[{ [unowned self] in self.a }, …]` for a dependency on the collection `target` as factories; nil when the
    /// target is not a collection.
    func collectionOfFactories(_ target: Int) -> String? {
        guard case .collection(let keys) = model.bindings[target].source else { return nil }
        let factories = graph.targets[target].map { "{ [unowned self] in \(accessor(of: $0, throughSelf: true)) }" }
        return collectionLiteral(factories, keys: keys, lead: 0, indentation: Self.factoriesIndentation)
    }
}

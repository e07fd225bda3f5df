import SeededRandom
import WiringCore

/// The faults of parameter and result forms (docs/Annotations.md, "Parameter and result forms"): a kept struct
/// component that becomes `~Copyable`, which the graph could not hand to each dependent (NoncopyableKeptInstance).
/// The message is the test's own rendering of the format of docs/Diagnostics.md.
extension GraphFault {
    /// A shared struct component of the sources is declared `~Copyable`: its annotation is refused, at the
    /// annotation, and what asks for it is not reported too.
    static func noncopyableKeptInstance(_ valid: RandomGraph, _ random: inout SplitMix64) -> Injection? {
        let candidates = vanishable(valid).filter { node in
            valid.nodes[node].kind == .component && valid.nodes[node].shape == .structure
                && valid.nodes[node].scope == .shared
        }
        guard let node = random.pick(candidates) else { return nil }
        let name = valid.nodes[node].className
        return rejecting(node, of: valid) { source, line in
            guard let declaration = source.declarations[node] else { return nil }
            if source.text(ofLine: declaration.line).contains("struct \(name): ") {
                source.replace("struct \(name): ", with: "struct \(name): ~Copyable, ", onLine: declaration.line)
            } else {
                source.replace("struct \(name) {", with: "struct \(name): ~Copyable {", onLine: declaration.line)
            }
            return .error(.noncopyableKeptInstance, "'\(name)' is '~Copyable', so the graph cannot keep one instance and hand it to each dependent: make it unscoped, so that each dependent gets its own, or remove '~Copyable'",
                          at: SourceLocation(file: RandomGraphSource.path, line: line, column: 4))
        }
    }
}

/// A part's code (`GraphParts`): for each graph with bindings in the part, an extension of its class with the
/// storage of what the part keeps, the bindings' members and the entry points forwarded from them; then the part's
/// members of the graph's `Overrides`. The storage is a class of the part's own, made by a function of the part, so
/// that the root file, which holds it, names none of the types it keeps.
extension AppGraphRenderer {
    func writePart(_ part: Int) {
        let members = plan.membersOfPart[part].filter { index in
            guard isMember(index), !model.bindings[index].isInput else {
                return false
            }
            switch model.bindings[index].source {
            case .childGraph, .entryPoints: return false
            case .component, .alias, .assistedFactory, .provider, .input, .bundle, .injection, .collection, .optional:
                return true
            }
        }
        let forwarded = (plan.forwardedEntryPoints[graphClass] ?? []).filter {
            plan.parts.partOfBinding[$0.entryPoints] == part
        }
        let storage = plan.partStorages[graphClass]?[part]
        guard !members.isEmpty || !forwarded.isEmpty || storage != nil else { return }
        // A part's file starts with its first extension, right after the imports.
        if !writer.text.isEmpty { writer.line() }
        writer.block("\(nonisolatedByDefault)extension \(className(graphClass)) {") {
            var separator = ""
            if let storage {
                writePartStorage(part, storage)
                separator = "\n"
            }
            for index in members {
                if !separator.isEmpty { writer.line() }
                separator = "\n"
                writeBinding(index)
            }
            writeForwardedEntryPoints(forwarded)
        }
        writePartOverrides(part)
    }

    /// The kept instances of the class being written that the part holds, in its order.
    private func keptMembers(of part: Int) -> [Int] {
        plan.membersOfPart[part].filter { isMember($0) && plan.keptInstances[$0] != nil }
    }

    /// The class that stores what the part keeps, the function that makes it, and what `shutdown()` asks of it.
    private func writePartStorage(_ part: Int, _ storage: RenderPlan.PartStorage) {
        let kept = keptMembers(of: part)
        writer.line(
            "/// What the bindings of this part keep: declared here, so that the root file names none of their types.")
        let sendable = isSendableGraph ? ": @unchecked \(plan.library.sendable)" : ""
        writer.block("final class \(storage.type)\(sendable) {") {
            for index in kept { writeStorage(index) }
            writeSendableValues(kept)
            writer.line()
            writer.line("fileprivate init() {}")
        }
        writer.line()
        writer.line("/// Makes the storage of this part, for the graph's init.")
        writer.block("static func \(storage.make)() -> \(storage.type) {") {
            writer.line("\(storage.type)()")
        }
        guard plan.hasShutdown else { return }
        let isolation = shutdownIsolationModifier
        writer.line()
        writer.line(
            "/// Lets go of every instance this part keeps: `shutdown()` calls it once it has taken their teardowns.")
        writer.block("\(isolation)func \(storage.release)() {") {
            for index in kept {
                guard let instance = plan.keptInstances[index] else { continue }
                // Instances on a global actor need no lock: shutdown() runs on that actor then.
                writeStatement(
                    "\(instance.instance) = nil", of: instance,
                    takingLock: graph.effects[index].isolation == .nonisolated)
            }
        }
        writePartTeardowns(kept, storage, isolation: isolation)
    }

    /// `tearDownPart3(_:into:)`: adds the teardown of the part's instance with a number, when it is alive.
    private func writePartTeardowns(_ kept: [Int], _ storage: RenderPlan.PartStorage, isolation: String) {
        let teardowns = kept.compactMap { index -> (index: Int, number: Int, method: String)? in
            guard let number = plan.keptInstances[index]?.teardown,
                case .component(let component) = model.bindings[index].source,
                let method = model.components[component].teardown
            else { return nil }
            return (index, number, method)
        }
        guard !teardowns.isEmpty else { return }
        let (instance, int, void) = (FixedNames.instance, plan.library.int, plan.library.void)
        writer.line()
        writer.line(
            "/// Adds the teardown of this part's instance `number` to `teardowns`, when it is alive: `shutdown()` takes"
        )
        writer.line("/// every teardown before it lets any instance go.")
        writer.block(
            "\(isolation)func \(storage.tearDown)(_ number: \(int), into teardowns: inout [\(isolation)() -> \(void)]) {"
        ) {
            writer.line("switch number {")
            for teardown in teardowns {
                guard let kept = plan.keptInstances[teardown.index] else { continue }
                writer.line("case \(teardown.number):")
                writer.indented {
                    writeStatement(
                        "let \(instance) = \(kept.instance)", of: kept,
                        takingLock: graph.effects[teardown.index].isolation == .nonisolated)
                    writer.line("if let \(instance) { teardowns.append { \(instance).\(teardown.method)() } }")
                }
            }
            writer.line("default:")
            writer.indented { writer.line("break") }
            writer.line("}")
        }
    }

    /// In a `Sendable` graph, the types of the part's instances kept off the main actor, which the compiler checks
    /// are `Sendable`: what makes sharing the lock-guarded storage that holds them safe.
    private func writeSendableValues(_ kept: [Int]) {
        let offMainActor = kept.filter { graph.effects[$0].isolation == .nonisolated }
        guard isSendableGraph, !offMainActor.isEmpty else { return }
        writer.line()
        writer.line(
            "/// The types of the instances kept off the main actor: listed, so that the compiler checks they are `Sendable`."
        )
        writer.block(
            "private static let \(FixedNames.sendableValues): [any \(plan.library.sendable).Type] = [", closing: "]"
        ) {
            for index in offMainActor { writer.line("\(Self.metatype(of: model.bindings[index].type)),") }
        }
    }

    /// The part's members of the graph's `Overrides`: a struct that names the bindings a test can replace, and the
    /// subscript that `overrides.engine` reaches them through.
    private func writePartOverrides(_ part: Int) {
        let replaceable = plan.membersOfPart[part].filter { isMember($0) && plan.overrideOffsets[$0] != nil }
        // The first by name, as the root's comments choose theirs.
        guard let example = replaceable.map({ plan.accessors[$0].name }).min() else { return }
        let (bindings, binding) = (plan.overrideBindingsTypes[part], plan.overrideBindingType)
        let (replacements, key) = plan.overridesMembers[graphClass]
        let sendable = isSendableGraph ? "@Sendable " : ""
        writer.line()
        writer.line("#if \(FixedNames.overridesCondition)")
        writer.block("\(nonisolatedByDefault)extension \(className(graphClass)).\(plan.overridesType) {") {
            writer.line(
                "/// One member per binding of this part a test can replace, of the type of its replacement: `overrides.\(example)` reaches `\(example)`."
            )
            writer.block("\(api)struct \(bindings) {") {
                for index in replaceable {
                    let isolation = graph.effects[index].isolation.attribute.map { $0 + " " } ?? sendable
                    writer.line(
                        "\(api(for: index))let \(plan.accessors[index].declared): \(binding)<\(isolation)() -> \(model.bindings[index].type)>"
                    )
                }
                writer.line()
                writer.line(
                    "/// Never created: the members only name the bindings. (Declared, so that no memberwise init is compiled.)"
                )
                writer.line("private init() { \(plan.library.fatalError)() }")
            }
            writer.line()
            writer.line("/// `overrides.\(example)`: the replacement of `\(example)`, nil unless one is set.")
            let (constraint, stored) =
                isSendableGraph ? (": \(plan.library.sendable)", "any \(plan.library.sendable)") : ("", "Any")
            let slot =
                "\(replacements)[Self.\(key)(part: \(part + 1), offset: \(plan.library.memoryLayout)<\(bindings)>.offset(of: member)!)]"
            writer.block(
                "\(api)subscript<Replacement\(constraint)>(dynamicMember member: \(plan.library.keyPath)<\(bindings), \(binding)<Replacement>>) -> Replacement? {"
            ) {
                writer.line("get { \(slot) as? Replacement }")
                writer.line("set { \(slot) = newValue.map { $0 as \(stored) } }")
            }
        }
        writer.line("#endif")
    }
}

/// What a `@Bundle` protocol adds beside its accessor: the private struct the accessor returns, one `let` per
/// property of the protocol, each set from the graph.
extension AppGraphRenderer {
    func writeBundleType(_ index: Int) {
        let bundle = model.bundles[index]
        writer.block("private struct \(plan.bundleTypes[index]): \(bundle.protocolName) {") {
            for property in bundle.properties {
                writer.line("let \(NameAllocator.declared(property.name)): \(property.type.text)")
            }
        }
    }
}
